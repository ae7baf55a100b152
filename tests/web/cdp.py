"""Headless Chromium driven over the DevTools protocol (--remote-debugging-pipe), with Python's
standard library only: a static file server for the page, a browser, and a page to navigate,
resize, screenshot, click, type into and evaluate JavaScript in. Waits poll a condition with a
generous hang guard; nothing here asserts how long anything takes."""

import base64
import functools
import http.server
import json
import os
import shutil
import subprocess
import tempfile
import threading
import time
import zlib

# A hang guard, not a time budget: a wait that reaches it means the page is stuck.
HANG_GUARD_SECONDS = float(os.environ.get("SUDOKU_WEB_HANG_GUARD", "180"))


class PageError(Exception):
    """The page did not do what a test waited for (the hang guard ran out, or it threw)."""


class StaticServer:
    """Serves a folder on 127.0.0.1 (a free port), as any plain web server would."""

    def __init__(self, folder):
        handler = functools.partial(_QuietHandler, directory=folder)
        self._server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.url = "http://127.0.0.1:%d/" % self._server.server_address[1]
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()

    def close(self):
        self._server.shutdown()
        self._server.server_close()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map,
                          **{".wasm": "application/wasm", ".js": "text/javascript",
                             ".data": "application/octet-stream"})

    def log_message(self, *args):
        pass


def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


class Browser:
    """One headless Chromium with its own profile, spoken to over fds 3 and 4."""

    def __init__(self, executable=None, extra_args=()):
        """extra_args: more Chromium switches (idle_cpu.py's --software-compositing)."""
        executable = executable or find_chromium()
        if executable is None:
            raise PageError("no chromium on PATH")
        self._profile = tempfile.mkdtemp(prefix="sudoku-web-chromium-")
        to_chrome_r, self._to_chrome = os.pipe()
        self._from_chrome, from_chrome_w = os.pipe()

        def child_fds():
            # The pipe's ends as the protocol wants them: Chromium reads 3 and writes 4.
            a, b = os.dup(to_chrome_r), os.dup(from_chrome_w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        args = [executable, "--headless=new", "--no-sandbox", "--use-angle=swiftshader",
                "--enable-unsafe-swiftshader", "--remote-debugging-pipe",
                "--user-data-dir=" + self._profile, "--no-first-run", "--no-default-browser-check",
                "--disable-gpu-sandbox", "--disable-extensions", "--mute-audio",
                "--hide-scrollbars", "--window-size=1280,800"] + list(extra_args) + ["about:blank"]
        self._process = subprocess.Popen(args, stdin=subprocess.DEVNULL,
                                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                         close_fds=False, preexec_fn=child_fds)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self._next_id = 0
        self._buffer = b""
        self._events = []
        self._lock = threading.Lock()

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:  # already gone
            pass
        try:
            self._process.wait(timeout=HANG_GUARD_SECONDS)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
        for fd in (self._to_chrome, self._from_chrome):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self._profile, ignore_errors=True)

    def _read_message(self):
        while b"\0" not in self._buffer:
            chunk = os.read(self._from_chrome, 1 << 20)
            if not chunk:
                raise PageError("chromium closed the DevTools pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=None):
        """Sends a command and returns its result (events that arrive meanwhile are kept)."""
        self._next_id += 1
        request = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            request["sessionId"] = session
        os.write(self._to_chrome, json.dumps(request).encode() + b"\0")
        while True:
            message = self._read_message()
            if message.get("id") == self._next_id:
                if "error" in message:
                    raise PageError("%s: %s" % (method, message["error"]))
                return message.get("result", {})
            self._events.append(message)

    def take_events(self, method):
        found = [e for e in self._events if e.get("method") == method]
        self._events = [e for e in self._events if e.get("method") != method]
        return found

    def new_context(self):
        """A browser context (as an incognito window): its tabs share no storage (IndexedDB,
        localStorage) with any other context's."""
        return self.send("Target.createBrowserContext")["browserContextId"]

    def dispose_context(self, context):
        """Closes the context's tabs and drops its storage."""
        self.send("Target.disposeBrowserContext", {"browserContextId": context})

    def new_page(self, width, height, context=None):
        """A new tab, in `context` (from new_context) or the browser's own profile."""
        params = {"url": "about:blank"}
        if context is not None:
            params["browserContextId"] = context
        target = self.send("Target.createTarget", params)["targetId"]
        session = self.send("Target.attachToTarget",
                            {"targetId": target, "flatten": True})["sessionId"]
        page = Page(self, session, width, height)
        page.target = target
        page.context = context
        return page


class Page:
    def __init__(self, browser, session, width, height):
        self.browser = browser
        self.session = session
        self.console = []
        self.send("Page.enable")
        self.send("Runtime.enable")
        self.resize(width, height)

    def send(self, method, params=None):
        result = self.browser.send(method, params, self.session)
        for event in self.browser.take_events("Runtime.consoleAPICalled"):
            args = event["params"].get("args", [])
            # An object (an Error) has no value, only a description.
            self.console.append(" ".join(str(a.get("value", a.get("description", "")))
                                         for a in args))
        return result

    def resize(self, width, height):
        self.width, self.height = width, height
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def navigate(self, url):
        self.browser.take_events("Page.loadEventFired")
        self.send("Page.navigate", {"url": url})
        self.wait_for(lambda: self.evaluate("document.readyState") == "complete", "the page loads")

    def reload(self):
        self.send("Page.reload", {"ignoreCache": False})
        self.wait_for(lambda: self.evaluate("document.readyState") == "complete", "the page reloads")

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True})
        if "exceptionDetails" in result:
            raise PageError("%s: %s" % (expression, result["exceptionDetails"].get("text")))
        return result["result"].get("value")

    def wait_for(self, condition, what):
        """Polls `condition` until it holds; the hang guard only catches a stuck page."""
        deadline = time.monotonic() + HANG_GUARD_SECONDS
        last_error = None
        while time.monotonic() < deadline:
            try:
                value = condition()
                if value:
                    return value
            except PageError as error:
                last_error = error
            time.sleep(0.05)
        raise PageError("waited for %s past the hang guard (%ss)%s" %
                        (what, HANG_GUARD_SECONDS, "; last error: %s" % last_error if last_error else ""))

    def screenshot(self):
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        return base64.b64decode(data)

    def click(self, x, y):
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent",
                      {"type": kind, "x": x, "y": y, "button": "left", "buttons": 1 if kind == "mousePressed" else 0,
                       "clickCount": 1})

    def type_text(self, text):
        for ch in text:
            self.send("Input.dispatchKeyEvent", {"type": "keyDown", "text": ch, "key": ch,
                                                 "unmodifiedText": ch})
            self.send("Input.dispatchKeyEvent", {"type": "keyUp", "key": ch})

    def press_key(self, key, code, key_code, modifiers=0):
        """A named key (Escape, ArrowRight...) or a shortcut: modifiers 2 = Ctrl, 8 = Shift.
        A modifier is pressed before the key and released after it, as a person does: the page
        (emscripten's GLFW, then ImGui) tracks Ctrl and Shift as keys of their own, not as the
        flags on the key's event."""
        held = [m for m in MODIFIER_KEYS if modifiers & m[0]]
        for _, name, mod_code, mod_key_code in held:
            self.send("Input.dispatchKeyEvent",
                      {"type": "rawKeyDown", "key": name, "code": mod_code,
                       "windowsVirtualKeyCode": mod_key_code, "modifiers": modifiers})
        for kind in ("rawKeyDown", "keyUp"):
            self.send("Input.dispatchKeyEvent",
                      {"type": kind, "key": key, "code": code, "windowsVirtualKeyCode": key_code,
                       "modifiers": modifiers})
        for _, name, mod_code, mod_key_code in reversed(held):
            self.send("Input.dispatchKeyEvent",
                      {"type": "keyUp", "key": name, "code": mod_code,
                       "windowsVirtualKeyCode": mod_key_code, "modifiers": 0})

    def allow_downloads(self, folder):
        """Downloads of this tab's profile (browser context) go to `folder`, unasked."""
        params = {"behavior": "allow", "downloadPath": folder, "eventsEnabled": True}
        if self.context is not None:
            params["browserContextId"] = self.context
        self.browser.send("Browser.setDownloadBehavior", params)

    def new_tab(self):
        """Another tab of the same profile (browser context), the size of this one."""
        return self.browser.new_page(self.width, self.height, self.context)

    def close(self):
        """Closes the tab (its target), as a player closes it."""
        self.browser.send("Target.closeTarget", {"targetId": self.target})


# DevTools' modifier bits with the key each stands for: (bit, key, code, keyCode).
MODIFIER_KEYS = [(1, "Alt", "AltLeft", 18), (2, "Control", "ControlLeft", 17),
                 (8, "Shift", "ShiftLeft", 16)]


def png_pixels(png):
    """(width, height, rows of RGBA tuples) of an 8-bit PNG as Chromium writes it."""
    if png[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(png):
        length = int.from_bytes(png[pos:pos + 4], "big")
        kind = png[pos + 4:pos + 8]
        body = png[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            idat += body
    width, height = int.from_bytes(header[0:4], "big"), int.from_bytes(header[4:8], "big")
    depth, colour, interlace = header[8], header[9], header[12]
    if depth != 8 or interlace != 0 or colour not in (2, 6):
        raise ValueError("unexpected PNG kind (depth %d, colour %d)" % (depth, colour))
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[at]
        line = bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                predictor = left if pa <= pb and pa <= pc else up if pb <= pc else corner
                line[i] = (line[i] + predictor) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def distinct_colours(png, step=4):
    """How many different colours a sample of the picture's pixels (every `step`th) holds."""
    width, height, channels, rows = png_pixels(png)
    seen = set()
    for y in range(0, height, step):
        row = rows[y]
        for x in range(0, width, step):
            seen.add(row[x * channels:x * channels + 3])
    return len(seen)
