"""The titles of the sixty acts on the amusement cards, in English, German and Dutch, keyed by card id.

Each title fits the card's leading category (F: jokes, pranks, silly dances; I: riddles, stories, strange facts;
S: juggling, fire-eating, snake charming, acrobatics) and leans on its other stars: silly, courtly, a little rude,
never cruel. The front end shows them; the rules never read them.
"""

from __future__ import annotations

import dataclasses

LANGUAGES = ("en", "de", "nl")


@dataclasses.dataclass(frozen=True, slots=True)
class ActTitle:
    """The title of one act in each language the collection speaks."""

    en: str
    de: str
    nl: str

    def in_language(self, language: str) -> str:
        """The title in ``language`` ("en", "de" or "nl"); English for any other."""
        return getattr(self, language) if language in LANGUAGES else self.en


ACT_TITLES = {
    # Funny: jokes, pranks and silly dances.
    "F01": ActTitle(
        "The Whoopee Cushion on the Throne", "Das Furzkissen auf dem Thron", "Het scheetkussen op de troon"
    ),
    "F02": ActTitle("His Majesty, Impersonated", "Seine Majestät, nachgeäfft", "Zijne Majesteit, nagedaan"),
    "F03": ActTitle(
        "The Dance of the Itchy Breeches", "Der Tanz der juckenden Kniebundhose", "De dans van de jeukende kniebroek"
    ),
    "F04": ActTitle(
        "The Bishop's Wig on the Goat", "Die Perücke des Bischofs auf der Ziege", "De pruik van de bisschop op de geit"
    ),
    "F05": ActTitle(
        "A Hundred Puns on the Word 'Crown'",
        "Hundert Kalauer über das Wort „Krone“",
        "Honderd woordgrappen over het woord 'kroon'",
    ),
    "F06": ActTitle(
        "A Custard Pie for the Chancellor", "Eine Sahnetorte für den Kanzler", "Een slagroomtaart voor de kanselier"
    ),
    "F07": ActTitle(
        "The Lament of the Lovesick Turnip",
        "Das Klagelied der liebeskranken Rübe",
        "Het klaaglied van de verliefde raap",
    ),
    "F08": ActTitle(
        "The Tumble Down the Grand Staircase", "Der Purzelbaum die Prunktreppe hinab", "De buiteling van de pronktrap"
    ),
    "F09": ActTitle(
        "The Knock-Knock Joke That Never Ends", "Der Klopf-Klopf-Witz ohne Ende", "De klop-klop-mop die nooit ophoudt"
    ),
    "F10": ActTitle(
        "Why the Duke Is Always Late", "Warum der Herzog immer zu spät kommt", "Waarom de hertog altijd te laat komt"
    ),
    "F11": ActTitle(
        "The Chicken Dance in Full Armour", "Der Hühnertanz in voller Rüstung", "De kippendans in volle wapenrusting"
    ),
    "F12": ActTitle("The Talking Soup Tureen", "Die sprechende Suppenschüssel", "De pratende soepterrine"),
    "F13": ActTitle("The Court Gossip, in Rhyme", "Der Hofklatsch, gereimt", "De hofroddels, op rijm"),
    "F14": ActTitle("The Wobbly Stilt Waltz", "Der wackelige Stelzenwalzer", "De wiebelige steltenwals"),
    "F15": ActTitle("A Sermon for the Ducks", "Eine Predigt für die Enten", "Een preek voor de eenden"),
    "F16": ActTitle(
        "The Runaway Pig at the Banquet", "Das entlaufene Schwein beim Festmahl", "Het ontsnapte varken op het banket"
    ),
    "F17": ActTitle("A Very Long Sneeze", "Ein sehr langes Niesen", "Een heel lange nies"),
    "F18": ActTitle("The Joke About the Three Abbots", "Der Witz von den drei Äbten", "De mop over de drie abten"),
    "F19": ActTitle(
        "Pulling Faces Behind the Ambassador",
        "Grimassen hinter dem Rücken des Gesandten",
        "Gekke bekken achter de rug van de gezant",
    ),
    "F20": ActTitle(
        "Sneezing Powder in the Snuffbox", "Niespulver in der Schnupftabakdose", "Niespoeder in de snuifdoos"
    ),
    # Interesting: riddles, stories and strange facts.
    "I01": ActTitle(
        "The Riddle of the Sphinx of Ghent", "Das Rätsel der Sphinx von Gent", "Het raadsel van de sfinx van Gent"
    ),
    "I02": ActTitle(
        "A Map of the Far Side of the Moon",
        "Eine Karte der Rückseite des Mondes",
        "Een kaart van de achterkant van de maan",
    ),
    "I03": ActTitle(
        "Why Cats Always Land on Their Feet",
        "Warum Katzen immer auf den Pfoten landen",
        "Waarom katten altijd op hun pootjes landen",
    ),
    "I04": ActTitle(
        "The Tale of the Dragon Who Feared Mice",
        "Die Sage vom Drachen, der Angst vor Mäusen hatte",
        "Het verhaal van de draak die bang was voor muizen",
    ),
    "I05": ActTitle(
        "The Astrolabe and the Falling Star",
        "Das Astrolabium und die Sternschnuppe",
        "Het astrolabium en de vallende ster",
    ),
    "I06": ActTitle(
        "The Royal Family Tree, Goat Included",
        "Der königliche Stammbaum, samt Ziege",
        "De koninklijke stamboom, de geit inbegrepen",
    ),
    "I07": ActTitle(
        "The Voyage to the Land of Giant Turnips",
        "Die Reise ins Land der Riesenrüben",
        "De reis naar het land van de reuzenrapen",
    ),
    "I08": ActTitle(
        "The Secret Diary of the Queen's Parrot",
        "Das geheime Tagebuch vom Papagei der Königin",
        "Het geheime dagboek van de papegaai van de koningin",
    ),
    "I09": ActTitle(
        "How Many Angels Fit on a Pin",
        "Wie viele Engel auf eine Nadelspitze passen",
        "Hoeveel engelen er op een speldenknop passen",
    ),
    "I10": ActTitle(
        "The Unicorn's Horn (Probably a Narwhal's)",
        "Das Horn des Einhorns (vermutlich vom Narwal)",
        "De hoorn van de eenhoorn (waarschijnlijk van een narwal)",
    ),
    "I11": ActTitle("The Riddle Without an Answer", "Das Rätsel ohne Lösung", "Het raadsel zonder antwoord"),
    "I12": ActTitle("The Ghost in the West Tower", "Das Gespenst im Westturm", "Het spook in de westtoren"),
    "I13": ActTitle("The Clockwork Nightingale", "Die Nachtigall mit Uhrwerk", "De nachtegaal met een uurwerk"),
    "I14": ActTitle(
        "The Chronicle of Old King Grumblebeard",
        "Die Chronik des alten Königs Brummbart",
        "De kroniek van de oude koning Brompot",
    ),
    "I15": ActTitle("The Mermaid in the Moat", "Die Nixe im Burggraben", "De zeemeermin in de slotgracht"),
    "I16": ActTitle(
        "The Learned Dog Who Counts to Ten",
        "Der gelehrte Hund, der bis zehn zählt",
        "De geleerde hond die tot tien telt",
    ),
    "I17": ActTitle(
        "A Short History of the Spoon", "Eine kurze Geschichte des Löffels", "Een korte geschiedenis van de lepel"
    ),
    "I18": ActTitle(
        "A Stone That Looks Like the Chancellor",
        "Ein Stein, der aussieht wie der Kanzler",
        "Een steen die op de kanselier lijkt",
    ),
    "I19": ActTitle(
        "The Weather in Bohemia, Told in Full",
        "Das Wetter in Böhmen, ausführlich erzählt",
        "Het weer in Bohemen, uitvoerig verteld",
    ),
    "I20": ActTitle("A Riddle About a Hat", "Ein Rätsel über einen Hut", "Een raadsel over een hoed"),
    # Spectacle: juggling, fire-eating, snake charming and acrobatics.
    "S01": ActTitle(
        "Swallowing the Flaming Sword", "Das flammende Schwert verschlucken", "Het vlammende zwaard inslikken"
    ),
    "S02": ActTitle("Juggling Eleven Goblets of Wine", "Elf Weinpokale jonglieren", "Jongleren met elf wijnbekers"),
    "S03": ActTitle(
        "The Cobra from the Spice Islands", "Die Kobra von den Gewürzinseln", "De cobra van de Specerijeneilanden"
    ),
    "S04": ActTitle(
        "The Human Pyramid of Pageboys", "Die Menschenpyramide der Pagen", "De menselijke piramide van de pages"
    ),
    "S05": ActTitle("Fire-Breathing on Onion Breath", "Feuerspucken mit Zwiebelatem", "Vuurspuwen met een uienadem"),
    "S06": ActTitle(
        "The Snake That Dances to the Lute", "Die Schlange, die zur Laute tanzt", "De slang die danst op de luit"
    ),
    "S07": ActTitle("The Somersault into the Soup", "Der Salto in die Suppe", "De salto in de soep"),
    "S08": ActTitle(
        "Juggling Torches Blindfolded",
        "Fackeljonglage mit verbundenen Augen",
        "Geblinddoekt jongleren met fakkels",
    ),
    "S09": ActTitle(
        "The Tightrope over the Moat", "Auf dem Seil über den Burggraben", "Over het koord boven de slotgracht"
    ),
    "S10": ActTitle(
        "Cartwheels Round the Banquet Table", "Radschlagen um die Festtafel", "Radslagen rond de feesttafel"
    ),
    "S11": ActTitle(
        "The Sword Dance Among the Daggers", "Der Schwerttanz zwischen den Dolchen", "De zwaarddans tussen de dolken"
    ),
    "S12": ActTitle(
        "A Cake Balanced on a Lance", "Eine Torte, auf der Lanze balanciert", "Een taart, gebalanceerd op een lans"
    ),
    "S13": ActTitle(
        "The Leap over the Sleeping Chamberlain",
        "Der Sprung über den schlafenden Kämmerer",
        "De sprong over de slapende kamerheer",
    ),
    "S14": ActTitle("The Ring of Fire from Persia", "Der Feuerring aus Persien", "De vuurring uit Perzië"),
    "S15": ActTitle(
        "Juggling the Crown Jewels (Almost)",
        "Mit den Kronjuwelen jonglieren (beinahe)",
        "Jongleren met de kroonjuwelen (bijna)",
    ),
    "S16": ActTitle("A Handstand on the Battlements", "Ein Handstand auf den Zinnen", "Een handstand op de kantelen"),
    "S17": ActTitle("Juggling Three Apples", "Drei Äpfel jonglieren", "Jongleren met drie appels"),
    "S18": ActTitle(
        "A Backflip in a Ball Gown", "Ein Rückwärtssalto im Ballkleid", "Een achterwaartse salto in baljurk"
    ),
    "S19": ActTitle("The Sleepy Grass Snake", "Die schläfrige Ringelnatter", "De slaperige ringslang"),
    "S20": ActTitle(
        "Spinning Plates on the Chandelier", "Tellerdrehen am Kronleuchter", "Bordjes draaien aan de kroonluchter"
    ),
}
