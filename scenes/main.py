"""The ``hofintrigen`` command: opens the window and runs the collection.

``--self-test`` runs the headless walk-through of ``scenes.selftest`` instead and exits 0 when it passes.
``--version`` prints "hofintrigen <version>" and exits (the release workflow checks it against the tag).
``--quit-when-ready`` prints "ready" once the menu is on screen and takes input, then quits (for bench/startup.py).
``--think`` (not for people) makes this process the computers' thinking worker that the window starts
(``scenes.thinking``): the executable starts itself again for it.
"""

from __future__ import annotations

import sys
import time

from scenes import __version__

START = time.perf_counter()

FLAGS = {
    "--self-test": "walk the screens headless and exit 0 on success",
    "--quit-when-ready": "quit as soon as the menu takes input",
    "--think": None,
}
"""The command line's flags and their help (None: not for people)."""


def chosen_flags(argv: list[str]) -> set[str]:
    """The flags ``argv`` chooses. Known flags alone are read as they are; anything else (``--help``, ``--version``,
    a mistake) goes to argparse, which answers and exits, and which a start without it never imports."""
    if set(argv) <= FLAGS.keys():
        return set(argv)
    import argparse

    parser = argparse.ArgumentParser(prog="hofintrigen", description="Four court-intrigue card games.")
    parser.add_argument("--version", action="version", version=f"hofintrigen {__version__}")
    for flag, help_text in FLAGS.items():
        parser.add_argument(flag, action="store_true", help=help_text or argparse.SUPPRESS)
    arguments = vars(parser.parse_args(argv))
    return {flag for flag in FLAGS if arguments[flag[2:].replace("-", "_")]}


def main(argv: list[str] | None = None) -> int:
    """Run the collection until the player quits; return the process exit status."""
    flags = chosen_flags(sys.argv[1:] if argv is None else argv)
    if "--think" in flags:
        from scenes.thinking import serve_standard_streams

        return serve_standard_streams()
    if "--self-test" in flags:
        from scenes.selftest import run_self_test

        return run_self_test()
    from scenes.app import App

    app = App()
    app.open_menu()
    if "--quit-when-ready" in flags:
        app.step(0.0)
        print(f"ready {time.perf_counter() - START:.3f}", flush=True)
        return 0
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
