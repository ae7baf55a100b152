#!/usr/bin/env python3
"""Measures the CPU the game takes while idle on its play screen (docs/web.md's budget: the web
page no higher than the desktop build). A measurement, not a test: nothing here passes or fails.

  idle_cpu.py web PAGE_DIR [SECONDS] [--hundredths] [--paused] [--software-compositing]
                                           all of headless Chromium's processes, the page open
                                           (optionally with the clock in hundredths, or
                                           paused by a click on Pause; Chromium compositing in
                                           software instead of SwiftShader's GL)
  idle_cpu.py blank [SECONDS] [--software-compositing]
                                           the same Chromium showing an empty page
  idle_cpu.py desktop SUDOKU_LAB [SECONDS] sudoku-lab on a private Xvfb screen (1280x800)

Each starts the program with fresh settings (the clock in hundredths on the desktop, in whole
seconds in the browser: each default), lets it
settle for 5 s, then counts the CPU ticks (user + system, /proc) of the program's processes over
SECONDS (20 by default) and prints them as a percentage of one core. The web page also prints
its first-frame time (Module.sudokuFirstFrameMs: milliseconds from navigation) and what it did
over those seconds: the browser's calls of its frame, the frames drawn, those that changed the
canvas, and the changes of its clock element (web_main.cpp, web_clock.cpp)."""

import os
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

SETTLE_SECONDS = 5.0
TICKS = os.sysconf("SC_CLK_TCK")


def descendants(root):
    """The process and all its children, grandchildren..."""
    parents = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open("/proc/%s/stat" % entry) as f:
                    fields = f.read().rsplit(")", 1)[1].split()
                parents[int(entry)] = int(fields[1])
            except OSError:
                pass
    found = {root}
    grew = True
    while grew:
        grew = False
        for pid, parent in parents.items():
            if parent in found and pid not in found:
                found.add(pid)
                grew = True
    return found


def cpu_ticks(pids):
    total = 0
    for pid in pids:
        try:
            with open("/proc/%d/stat" % pid) as f:
                fields = f.read().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])  # utime, stime
        except OSError:
            pass  # ended meanwhile
    return total


def measure(root, seconds, counts=None):
    """CPU percent of one core; `counts` (a function) is read at the start and end too."""
    time.sleep(SETTLE_SECONDS)
    pids = descendants(root)
    start = cpu_ticks(pids)
    first = counts() if counts else None
    time.sleep(seconds)
    used = cpu_ticks(pids | descendants(root)) - start
    if counts:
        last = counts()
        print("over %.0f s: %s" % (seconds, ", ".join(
            "%s %d" % (name, last[i] - first[i]) for i, name in enumerate(COUNT_NAMES))))
    return 100.0 * used / TICKS / seconds


COUNT_NAMES = ["frame calls", "frames drawn", "canvas changed", "clock texts"]
COUNTS_JS = ("[Module.sudokuFrameCalls || 0, Module.sudokuFrames || 0,"
             " Module.sudokuCanvasFrames || 0, Module.sudokuClock ? Module.sudokuClock.ticks : 0]")


SETTINGS_JS = ("(function() { FS.mkdirTree('/home/web_user/.config/sudoku-lab');"
               " FS.writeFile('/home/web_user/.config/sudoku-lab/settings.json',"
               " JSON.stringify(%s)); return new Promise(function(done) {"
               " FS.syncfs(false, function(err) { done(String(err)); }); }); })()")


def click_pause(page):
    """Clicks the game's Pause button, found in the layout report of a "?test" page once it
    stands still (the first frames still lay the panel out)."""
    seen = []

    def settled():
        found = re.search(r"^item pause (-?\d+) (-?\d+) (\d+) (\d+)$",
                          page.evaluate("window.sudokuTest ? window.sudokuTest.report() : ''")
                          or "", re.M)
        seen.append(found.groups() if found else None)
        time.sleep(0.2)
        return seen[-1] if seen[-1] and seen[-5:].count(seen[-1]) == 5 else None

    x, y, w, h = (int(v) for v in page.wait_for(settled, "the pause button"))
    page.click(x + w / 2, y + h / 2)


def web(page_dir, seconds, settings=None, paused=False, extra_args=()):
    server = cdp.StaticServer(page_dir) if page_dir else None
    browser = cdp.Browser(extra_args=extra_args)
    try:
        page = browser.new_page(1280, 800)
        if server:
            page.navigate(server.url + ("index.html?test" if paused else "index.html"))
            first = page.wait_for(lambda: page.evaluate("Module.sudokuFirstFrameMs"),
                                  "the first frame")
            print("first frame: %.0f ms after navigation" % first)
            if settings:
                print("settings stored:", page.evaluate(SETTINGS_JS % settings))
                page.reload()
                page.wait_for(lambda: page.evaluate("Module.sudokuFirstFrameMs"), "the frame")
            if paused:
                click_pause(page)
        else:
            folder = tempfile.mkdtemp(prefix="sudoku-idle-blank-")
            with open(os.path.join(folder, "blank.html"), "w") as f:
                f.write("<!doctype html><html><body style='margin:0;background:#202124'>"
                        "</body></html>")
            server = cdp.StaticServer(folder)
            page.navigate(server.url + "blank.html")
        counts = (lambda: page.evaluate(COUNTS_JS)) if page_dir else None
        return measure(browser._process.pid, seconds, counts)
    finally:
        browser.close()
        server.close()


def desktop(program, seconds):
    """sudoku-lab alone (not Xvfb) on xvfb-run's screen."""
    with tempfile.TemporaryDirectory(prefix="sudoku-idle-desktop-") as home:
        env = dict(os.environ, HOME=home, XDG_DATA_HOME=home + "/data",
                   XDG_CONFIG_HOME=home + "/config")
        run = subprocess.Popen(["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", program],
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               start_new_session=True)
        try:
            time.sleep(2.0)
            name = os.path.basename(program)[:15]  # /proc's comm is cut at 15 characters
            labs = [pid for pid in descendants(run.pid) if comm(pid) == name]
            if not labs:
                raise RuntimeError("%s did not start under xvfb-run" % program)
            return measure(labs[0], seconds)
        finally:
            os.killpg(run.pid, 15)
            run.wait()


def comm(pid):
    try:
        with open("/proc/%d/comm" % pid) as f:
            return f.read().strip()
    except OSError:
        return ""


def main(argv):
    if len(argv) < 2 or argv[1] not in ("web", "blank", "desktop"):
        print(__doc__)
        return 2
    kind = argv[1]
    rest = [a for a in argv[2:] if not a.startswith("--")]
    # --hundredths: the web page with the clock in hundredths, the desktop's default (settings.json).
    settings = ('{"format": "sudoku-lab-settings", "version": 1, '
                '"clock_hundredths": true}') if "--hundredths" in argv else None
    # WebGL still draws with SwiftShader; the compositor redraws only what changed.
    extra = ["--disable-gpu-compositing"] if "--software-compositing" in argv else []
    if kind == "blank":
        percent = web(None, float(rest[0]) if rest else 20.0, extra_args=extra)
    elif kind == "web":
        percent = web(rest[0], float(rest[1]) if len(rest) > 1 else 20.0, settings,
                      "--paused" in argv, extra)
    else:
        percent = desktop(rest[0], float(rest[1]) if len(rest) > 1 else 20.0)
    print("%s idle: %.1f %% of a core" % (kind, percent))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
