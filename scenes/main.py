"""The ``hofintrigen`` command: opens the window and runs the collection.

``--self-test`` runs the headless walk-through of ``scenes.selftest`` instead and exits 0 when it passes.
``--version`` prints "hofintrigen <version>" and exits (the release workflow checks it against the tag).
``--quit-when-ready`` prints "ready" once the menu is on screen and takes input, then quits (for bench/startup.py).
``--think`` (not for people) makes this process the computers' thinking worker that the window starts
(``scenes.thinking``): the executable starts itself again for it.
"""

from __future__ import annotations

import argparse
import sys
import time

from scenes import __version__

START = time.perf_counter()


def main(argv: list[str] | None = None) -> int:
    """Run the collection until the player quits; return the process exit status."""
    parser = argparse.ArgumentParser(prog="hofintrigen", description="Four court-intrigue card games.")
    parser.add_argument("--version", action="version", version=f"hofintrigen {__version__}")
    parser.add_argument("--self-test", action="store_true", help="walk the screens headless and exit 0 on success")
    parser.add_argument("--quit-when-ready", action="store_true", help="quit as soon as the menu takes input")
    parser.add_argument("--think", action="store_true", help=argparse.SUPPRESS)
    arguments = parser.parse_args(argv)
    if arguments.think:
        from scenes.thinking import serve_standard_streams

        return serve_standard_streams()
    if arguments.self_test:
        from scenes.selftest import run_self_test

        return run_self_test()
    from scenes.app import App

    app = App()
    app.open_menu()
    if arguments.quit_when_ready:
        app.step(0.0)
        print(f"ready {time.perf_counter() - START:.3f}", flush=True)
        return 0
    app.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
