"""A real browser for the phone page: Debian's headless Chromium, driven over its DevTools protocol with the
``websockets`` client the app already depends on (no browser-automation library).

``Browser`` starts Chromium with a throw-away profile, opens one tab at a phone's size and language, and lets a test
run a line of JavaScript in the page, wait for something to show while the app keeps stepping, and take a
screenshot. Every call waits for its answer; the DevTools events are not needed and are skipped.
"""

from __future__ import annotations

import base64
import contextlib
import itertools
import json
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from websockets.sync.client import ClientConnection, connect

CHROMIUM = Path("/usr/bin/chromium")
PHONE_SIZE = (390, 844)
"""A phone held upright, in CSS pixels (an iPhone 12 to 15)."""
START_SECONDS = 20.0
MOBILE_AGENT = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36"


def missing() -> str | None:
    """Why there is no browser to test with here, or None when there is."""
    if not CHROMIUM.exists():
        return f"no {CHROMIUM} here: install Debian's chromium package (.ci/run does) to test the page in a browser"
    return None


class Browser:
    """One headless Chromium with one tab, closed with ``close`` (or as a context manager)."""

    def __init__(self) -> None:
        self.profile = Path(tempfile.mkdtemp(prefix="phone-browser-"))
        self.process = subprocess.Popen(
            [
                str(CHROMIUM),
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--disable-extensions",
                "--remote-debugging-port=0",
                f"--user-data-dir={self.profile}",
                "about:blank",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self._ids = itertools.count(1)
        self._held = contextlib.ExitStack()
        self.socket: ClientConnection = self._held.enter_context(
            connect(self._address(), max_size=None, open_timeout=10)
        )
        self.session = ""

    def _address(self) -> str:
        """The browser's DevTools socket, from the port file Chromium writes into its profile once it listens."""
        port_file = self.profile / "DevToolsActivePort"
        deadline = time.monotonic() + START_SECONDS
        while time.monotonic() < deadline:
            if port_file.exists():
                lines = port_file.read_text().split()
                if len(lines) >= 2:
                    return f"ws://127.0.0.1:{lines[0]}{lines[1]}"
            time.sleep(0.05)
        raise RuntimeError("Chromium did not start")

    def call(self, method: str, params: dict[str, Any] | None = None, timeout: float = 10.0) -> dict[str, Any]:
        """Send one DevTools command (to the tab, once one is open) and return its result."""
        number = next(self._ids)
        message: dict[str, Any] = {"id": number, "method": method, "params": params or {}}
        if self.session:
            message["sessionId"] = self.session
        self.socket.send(json.dumps(message))
        deadline = time.monotonic() + timeout
        while True:
            answer = json.loads(self.socket.recv(timeout=max(0.01, deadline - time.monotonic())))
            if answer.get("id") == number:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})

    def open(self, url: str, language: str, size: tuple[int, int] = PHONE_SIZE) -> None:
        """Open ``url`` in a tab the size of a phone whose browser speaks ``language``."""
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        width, height = size
        self.call(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 2, "mobile": True},
        )
        self.call("Emulation.setLocaleOverride", {"locale": language})
        self.call("Emulation.setUserAgentOverride", {"userAgent": MOBILE_AGENT, "acceptLanguage": language})
        self.call("Page.navigate", {"url": url})

    def evaluate(self, expression: str) -> Any:
        """The value of a JavaScript expression in the page."""
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression: str, step: Callable[[], None], limit: float = 15.0) -> Any:
        """Call ``step`` (the app's next frame) until ``expression`` is truthy in the page; its value. Until the page's
        script has run, its names are not defined yet: an expression that throws counts as not yet shown."""
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            step()
            value = self.evaluate(f"(() => {{ try {{ return ({expression}); }} catch (error) {{ return null; }} }})()")
            if value:
                return value
        raise AssertionError(f"the page never showed {expression}")

    def screenshot(self, path: Path) -> Path:
        """Save what the tab shows as a PNG."""
        data = self.call("Page.captureScreenshot", {"format": "png"})["data"]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(base64.b64decode(data))
        return path

    def close(self) -> None:
        """Close the browser and forget its profile."""
        with contextlib.suppress(Exception):
            self.session = ""
            self.call("Browser.close", timeout=3)
        self._held.close()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self) -> Browser:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()
