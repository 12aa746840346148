"""Two small clients that drive the other browser engines, with the standard library only.

- ``WebKitPage``: WebKitGTK's MiniBrowser (Safari's engine) through ``WebKitWebDriver``, the
  W3C WebDriver protocol over HTTP.
- ``FirefoxPage``: Firefox ESR through WebDriver BiDi, a WebSocket that Firefox opens itself
  (no geckodriver: Debian has none).

Both offer the few calls the smoke tests make, shaped like Playwright's (``goto``,
``evaluate``, ``wait_for_function``, ``click``, ``locator(...).count()``), so a test reads the
same in every engine. Clicks and drags are real pointer input (trusted events), as a finger or
a mouse makes them. Why not Selenium: it cannot start Firefox without geckodriver, and for
WebKit it would only wrap the same HTTP calls.
"""

from __future__ import annotations

import base64
import contextlib
import glob
import json
import os
import select
import shutil
import socket
import struct
import subprocess
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ELEMENT = "element-6066-11e4-a52e-4f735466cecf"  # W3C WebDriver's key for an element reference
CALL = "async (fn, args) => JSON.stringify((await fn(...args)) ?? null)"


class EngineError(AssertionError):
    """The engine refused a command or a wait ran out."""


# --- finding the engines and a screen for WebKit --------------------------------------------------
def find_minibrowser() -> str | None:
    """WebKitGTK's MiniBrowser, when it and its driver are installed (Debian's webkit2gtk-driver)."""
    found = sorted(glob.glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser"))
    return found[-1] if found and shutil.which("WebKitWebDriver") else None


def find_firefox() -> str | None:
    return shutil.which("firefox-esr") or shutil.which("firefox")


@contextlib.contextmanager
def virtual_display() -> Iterator[str]:
    """An X display for WebKitGTK: Xvfb on a display number it picks itself (``-displayfd``), so
    that two test sessions starting at once never ask for the same one; the machine's own
    display if it has one."""
    if os.environ.get("DISPLAY"):
        yield os.environ["DISPLAY"]
        return
    if not shutil.which("Xvfb"):
        raise EngineError("Xvfb is missing: run `make setup` (make test does)")
    told, tell = os.pipe()
    screen = subprocess.Popen(
        ["Xvfb", "-displayfd", str(tell), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        pass_fds=(tell,),
    )
    os.close(tell)
    try:
        number = _read_display_number(told, screen)
    finally:
        os.close(told)
    os.environ["DISPLAY"] = f":{number}"
    try:
        yield f":{number}"
    finally:
        del os.environ["DISPLAY"]
        screen.terminate()
        screen.wait(10)


def _read_display_number(told: int, screen: subprocess.Popen) -> int:
    """The number Xvfb writes, once it listens, as a line on the ``-displayfd`` pipe."""
    deadline = time.monotonic() + 20
    line = b""
    while not line.endswith(b"\n"):
        ready, _, _ = select.select([told], [], [], 0.1)
        if ready:
            chunk = os.read(told, 16)
            line += chunk
            if not chunk and not line.endswith(b"\n"):
                break  # Xvfb closed the pipe without a number
        if time.monotonic() > deadline or screen.poll() is not None:
            break
    if not line.strip().isdigit():
        screen.kill()
        raise EngineError("Xvfb did not start")
    return int(line)


# --- the page the tests see -------------------------------------------------------------------
class Locator:
    """What ``page.locator(selector)`` gives in Playwright, reduced to what the tests use."""

    def __init__(self, page: EnginePage, selector: str, index: int | None = None) -> None:
        self.page, self.selector, self.index = page, selector, index

    def count(self) -> int:
        return self.page.evaluate("(s) => document.querySelectorAll(s).length", self.selector)

    @property
    def first(self) -> Locator:
        return Locator(self.page, self.selector, 0)

    def nth(self, index: int) -> Locator:
        return Locator(self.page, self.selector, index)

    def click(self) -> None:
        self.page.click(self.selector, self.index or 0)

    def get_attribute(self, name: str) -> str | None:
        return self.page.evaluate(
            "(s, i, n) => { const e = document.querySelectorAll(s)[i]; return e && e.getAttribute(n); }",
            self.selector,
            self.index or 0,
            name,
        )

    def inner_text(self) -> str:
        return self.page.evaluate(
            "(s, i) => document.querySelectorAll(s)[i].innerText", self.selector, self.index or 0
        )


class EnginePage:
    """The calls every engine offers; subclasses move the pointer and run scripts."""

    name = ""

    def locator(self, selector: str) -> Locator:
        return Locator(self, selector)

    def evaluate(self, function: str, *args: Any) -> Any:
        """``function`` is a JavaScript function (source); its JSON-able result comes back."""
        text = self._call(f"({CALL})({function}, {json.dumps(list(args))})")
        return json.loads(text) if isinstance(text, str) else text

    def wait_for_function(self, function: str, *args: Any, timeout: float = 60.0, poll: float = 0.1) -> Any:
        deadline = time.monotonic() + timeout
        while True:
            try:
                value = self.evaluate(function, *args)
            except EngineError:
                value = None  # the page is between two documents (a reload)
            if value:
                return value
            if time.monotonic() > deadline:
                raise EngineError(f"{self.name}: waited {timeout:.0f} s for {function}")
            time.sleep(poll)

    def wait_for_selector(self, selector: str, timeout: float = 60.0) -> None:
        self.wait_for_function("(s) => !!document.querySelector(s)", selector, timeout=timeout)

    def click(self, selector: str, index: int = 0) -> None:
        """A real tap at the element's centre (scrolled into view first, as a player would)."""
        box = self.evaluate(
            """(s, i) => { const e = document.querySelectorAll(s)[i]; if (!e) return null;
               e.scrollIntoView({block: 'center', inline: 'center'});
               const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; }""",
            selector,
            index,
        )
        if box is None:
            raise EngineError(f"{self.name}: nothing to click at {selector} [{index}]")
        self.pointer([("move", box[0], box[1]), ("down",), ("up",)])
        # At a table the app draws the tap pressed first and plays the move after that paint
        # (py/ludi/ui/dom.py): the tap is taken once no control is marked pressed.
        # Polled often: the move follows within a frame or two, and the suite taps thousands of times.
        self.wait_for_function("() => !document.querySelector('#app .is-pressed')", timeout=30, poll=0.01)

    def drag(self, source: str, target: str) -> None:
        """Press on ``source``, move over ``target`` in steps, release there."""
        ends = self.evaluate(
            """(a, b) => [a, b].map((s) => { const r = document.querySelector(s).getBoundingClientRect();
               return [r.left + r.width / 2, r.top + r.height / 2]; })""",
            source,
            target,
        )
        (x0, y0), (x1, y1) = ends
        steps = [("move", x0, y0), ("down",)]
        steps += [("move", x0 + (x1 - x0) * k / 6, y0 + (y1 - y0) * k / 6) for k in range(1, 7)]
        self.pointer([*steps, ("up",)])

    def goto(self, url: str) -> None:
        self._replaced(lambda: self._goto(url))

    def reload(self) -> None:
        self._replaced(self._reload)

    def _replaced(self, navigate: Callable[[], None]) -> None:
        """Navigate, then wait for the new document: WebKitWebDriver may answer before the old
        one is gone, and a script would then still read the old page."""
        try:
            self._call("(() => { window.__ludiOldDocument = true; return true; })()")
        except EngineError:
            pass  # no document yet
        navigate()
        self.wait_for_function(
            "() => !window.__ludiOldDocument && document.readyState !== 'loading'", timeout=60
        )

    # --- what each engine does its own way ----------------------------------------------------
    def _goto(self, url: str) -> None:
        raise NotImplementedError

    def _reload(self) -> None:
        raise NotImplementedError

    def url(self) -> str:
        return self.evaluate("() => location.href")

    def screenshot(self, path: Path) -> None:
        raise NotImplementedError

    def pointer(self, steps: list[tuple]) -> None:
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError

    def _call(self, expression: str) -> Any:
        raise NotImplementedError


def _pointer_actions(steps: list[tuple]) -> list[dict]:
    actions: list[dict] = []
    for step in steps:
        if step[0] == "move":
            actions.append({"type": "pointerMove", "x": round(step[1]), "y": round(step[2]), "duration": 20})
        elif step[0] == "down":
            actions.append({"type": "pointerDown", "button": 0})
        else:
            actions.append({"type": "pointerUp", "button": 0})
    return actions


# --- WebKitGTK through WebKitWebDriver (HTTP) -----------------------------------------------------
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_port(port: int, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise EngineError(f"nothing listens on port {port}")


class WebKitPage(EnginePage):
    name = "webkit"

    #: A session opens in under a second. Once on CI the driver never answered the request for
    #: one (120 s, the browser never came up): the driver and its browser are then stopped and
    #: started afresh, once.
    SESSION_TIMEOUT = 30.0

    def __init__(self, minibrowser: str, size: tuple[int, int], user_agent: str | None = None) -> None:
        args = ["--automation"]
        if user_agent:
            args.append(f"--user-agent={user_agent}")
        capabilities = {
            "browserName": "MiniBrowser",
            "webkitgtk:browserOptions": {"binary": minibrowser, "args": args},
        }
        for attempt in (1, 2):
            self._start_driver()
            try:
                created = self._http(
                    "POST",
                    "/session",
                    {"capabilities": {"alwaysMatch": capabilities}},
                    timeout=self.SESSION_TIMEOUT,
                )
                break
            except TimeoutError:
                self._stop_driver()
                if attempt == 2:
                    raise
            except Exception:
                self._stop_driver()
                raise
        self._session = f"/session/{created['sessionId']}"
        self._http("POST", f"{self._session}/window/rect", {"width": size[0], "height": size[1]})

    def _start_driver(self) -> None:
        port = free_port()
        # A group of its own: the browser it starts is stopped with it.
        self._driver = subprocess.Popen(
            ["WebKitWebDriver", f"--port={port}"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        self._base = f"http://127.0.0.1:{port}"
        _wait_port(port)

    def _stop_driver(self) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self._driver.pid, 9)
        self._driver.wait(10)

    def _http(self, method: str, path: str, body: dict | None = None, timeout: float = 120.0) -> Any:
        data = json.dumps(body if body is not None else {}).encode() if method == "POST" else None
        request = urllib.request.Request(
            self._base + path, data=data, method=method, headers={"Content-Type": "application/json"}
        )
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                return json.loads(response.read() or b"{}").get("value")
        except urllib.error.HTTPError as error:
            detail = json.loads(error.read() or b"{}").get("value", {})
            raise EngineError(f"webkit: {path}: {detail.get('error')}: {detail.get('message')}") from None

    def _call(self, expression: str) -> Any:
        script = {"script": f"return {expression};", "args": []}
        return self._http("POST", f"{self._session}/execute/sync", script)

    def _goto(self, url: str) -> None:
        self._http("POST", f"{self._session}/url", {"url": url})

    def _reload(self) -> None:
        self._http("POST", f"{self._session}/refresh")

    def screenshot(self, path: Path) -> None:
        path.write_bytes(base64.b64decode(self._http("GET", f"{self._session}/screenshot")))

    def pointer(self, steps: list[tuple]) -> None:
        source = {"type": "pointer", "id": "finger", "parameters": {"pointerType": "mouse"}}
        source["actions"] = _pointer_actions(steps)
        try:
            self._http("POST", f"{self._session}/actions", {"actions": [source]})
        except EngineError as error:
            # WebKitWebDriver now and then refuses a whole action chain with an empty
            # "unknown error" before dispatching any of it (seen once in ~1,400 taps, right
            # after a boot): release the input state and send the same chain once more.
            if not str(error).endswith("unknown error: "):
                raise
            self._http("DELETE", f"{self._session}/actions")
            self._http("POST", f"{self._session}/actions", {"actions": [source]})
        self._http("DELETE", f"{self._session}/actions")

    def close(self) -> None:
        try:
            self._http("DELETE", self._session, timeout=20)
        except Exception:  # noqa: BLE001 - the browser may be gone already
            pass
        self._driver.terminate()
        try:
            self._driver.wait(10)
        except subprocess.TimeoutExpired:
            self._driver.kill()


# --- Firefox through WebDriver BiDi (a WebSocket) ---------------------------------------------------
class WebSocket:
    """A text-only WebSocket client (RFC 6455): enough for WebDriver BiDi's JSON messages."""

    def __init__(self, host: str, port: int, path: str) -> None:
        self.sock = socket.create_connection((host, port), timeout=120)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(
            (
                f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
            ).encode()
        )
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise EngineError("firefox: the WebSocket handshake was refused")
            head += chunk
        if b" 101 " not in head.split(b"\r\n", 1)[0]:
            raise EngineError(f"firefox: {head.splitlines()[0]!r}")

    def send(self, text: str) -> None:
        payload = text.encode()
        header = bytes([0x81])
        n = len(payload)
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", n)
        mask = os.urandom(4)
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def _exactly(self, n: int) -> bytes:
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise EngineError("firefox: the WebSocket closed")
            data += chunk
        return data

    def receive(self) -> str:
        message = b""
        while True:
            first, second = self._exactly(2)
            n = second & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._exactly(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._exactly(8))[0]
            payload = self._exactly(n)
            opcode = first & 0x0F
            if opcode == 0x9:  # ping: answer it
                self.sock.sendall(bytes([0x8A, 0x80 | len(payload)]) + b"\0\0\0\0" + payload)
                continue
            if opcode == 0x8:
                raise EngineError("firefox: the WebSocket closed")
            message += payload
            if first & 0x80:
                return message.decode()

    def close(self) -> None:
        self.sock.close()


class FirefoxPage(EnginePage):
    name = "firefox"

    def __init__(
        self,
        binary: str,
        size: tuple[int, int],
        prefs: dict[str, Any] | None = None,
        profile: str | None = None,
    ) -> None:
        """``profile``: a folder kept by the caller (a browser relaunched on what the last one
        stored); by default a fresh one, removed at ``close``."""
        self._profile = tempfile.TemporaryDirectory(prefix="ludi-firefox-") if profile is None else None
        folder = profile if profile is not None else self._profile.name
        settings = {
            "browser.shell.checkDefaultBrowser": False,
            "browser.startup.homepage_override.mstone": "ignore",
            "datareporting.policy.dataSubmissionEnabled": False,
            "toolkit.telemetry.reportingpolicy.firstRun": False,
            "app.update.disabledForTesting": True,
            "remote.active-protocols": 1,  # WebDriver BiDi only
            **(prefs or {}),
        }
        Path(folder, "user.js").write_text(
            "".join(f"user_pref({json.dumps(k)}, {json.dumps(v)});\n" for k, v in settings.items())
        )
        port = free_port()
        self._browser = subprocess.Popen(
            [
                binary,
                "--headless",
                "--no-remote",
                "--profile",
                folder,
                f"--remote-debugging-port={port}",
                f"--width={size[0]}",
                f"--height={size[1]}",
                "about:blank",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        _wait_port(port, timeout=60)
        self._ws = WebSocket("127.0.0.1", port, "/session")
        self._ids = 0
        self._send("session.new", {"capabilities": {"alwaysMatch": {"acceptInsecureCerts": True}}})
        tree = self._send("browsingContext.getTree", {})
        self._context = tree["contexts"][0]["context"]
        self._send(
            "browsingContext.setViewport",
            {"context": self._context, "viewport": {"width": size[0], "height": size[1]}},
        )

    def _send(self, method: str, params: dict) -> Any:
        self._ids += 1
        ident = self._ids
        self._ws.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            answer = json.loads(self._ws.receive())
            if answer.get("id") != ident:
                continue  # an event, or the answer to something given up
            if answer.get("type") == "error":
                raise EngineError(f"firefox: {method}: {answer.get('error')}: {answer.get('message')}")
            return answer["result"]

    def _call(self, expression: str) -> Any:
        result = self._send(
            "script.evaluate",
            {"expression": expression, "target": {"context": self._context}, "awaitPromise": True},
        )
        if result.get("type") == "exception":
            raise EngineError(f"firefox: {result['exceptionDetails'].get('text')}")
        value = result["result"]
        return value.get("value")

    def _goto(self, url: str) -> None:
        self._send("browsingContext.navigate", {"context": self._context, "url": url, "wait": "complete"})

    def _reload(self) -> None:
        self._send("browsingContext.reload", {"context": self._context, "wait": "complete"})

    def screenshot(self, path: Path) -> None:
        shot = self._send("browsingContext.captureScreenshot", {"context": self._context})
        path.write_bytes(base64.b64decode(shot["data"]))

    def pointer(self, steps: list[tuple]) -> None:
        source = {"type": "pointer", "id": "finger", "parameters": {"pointerType": "mouse"}}
        source["actions"] = _pointer_actions(steps)
        self._send("input.performActions", {"context": self._context, "actions": [source]})
        self._send("input.releaseActions", {"context": self._context})

    def close(self) -> None:
        try:
            self._send("session.end", {})
        except Exception:  # noqa: BLE001 - the browser may be gone already
            pass
        self._ws.close()
        self._browser.terminate()
        try:
            self._browser.wait(10)
        except subprocess.TimeoutExpired:
            self._browser.kill()
        if self._profile is not None:
            self._profile.cleanup()


Factory = Callable[..., EnginePage]
