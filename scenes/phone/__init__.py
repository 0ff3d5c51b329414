"""Phone seats: a person holds their seat on a phone's browser while the PC shows the open table.

``seats.PhoneSeats`` is what the runner talks to (links, the server, the moves of the phones); ``server`` carries
text and serves the page (``assets/phone``) with ``websockets``; ``protocol`` reads what a phone sends, strictly;
``pages`` words and draws what a phone's seat sees, by its title's own table; ``joincards`` draws the join cards and
the waiting banner on the shared screen.
"""
