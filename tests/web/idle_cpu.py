#!/usr/bin/env python3
"""Measures the CPU the game takes while idle on its play screen (docs/web.md's budget: the web
page no higher than the desktop build). A measurement, not a test: nothing here passes or fails.

  idle_cpu.py web PAGE_DIR [SECONDS] [--no-hundredths]
                                           all of headless Chromium's processes, the page open
                                           (optionally with the clock in whole seconds)
  idle_cpu.py blank [SECONDS]              the same Chromium showing an empty page
  idle_cpu.py desktop SUDOKU_LAB [SECONDS] sudoku-lab on a private Xvfb screen (1280x800)

Each starts the program with fresh settings (the clock shows hundredths, the default), lets it
settle for 5 s, then counts the CPU ticks (user + system, /proc) of the program's processes over
SECONDS (20 by default) and prints them as a percentage of one core. The web page also prints
its first-frame time (Module.sudokuFirstFrameMs: milliseconds from navigation)."""

import os
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


def measure(root, seconds):
    time.sleep(SETTLE_SECONDS)
    pids = descendants(root)
    start = cpu_ticks(pids)
    time.sleep(seconds)
    used = cpu_ticks(pids | descendants(root)) - start
    return 100.0 * used / TICKS / seconds


SETTINGS_JS = ("(function() { FS.mkdirTree('/home/web_user/.config/sudoku-lab');"
               " FS.writeFile('/home/web_user/.config/sudoku-lab/settings.json',"
               " JSON.stringify(%s)); return new Promise(function(done) {"
               " FS.syncfs(false, function(err) { done(String(err)); }); }); })()")


def web(page_dir, seconds, settings=None):
    server = cdp.StaticServer(page_dir) if page_dir else None
    browser = cdp.Browser()
    try:
        page = browser.new_page(1280, 800)
        if server:
            page.navigate(server.url + "index.html")
            first = page.wait_for(lambda: page.evaluate("Module.sudokuFirstFrameMs"),
                                  "the first frame")
            print("first frame: %.0f ms after navigation" % first)
            if settings:
                print("settings stored:", page.evaluate(SETTINGS_JS % settings))
                page.reload()
                page.wait_for(lambda: page.evaluate("Module.sudokuFirstFrameMs"), "the frame")
        else:
            folder = tempfile.mkdtemp(prefix="sudoku-idle-blank-")
            with open(os.path.join(folder, "blank.html"), "w") as f:
                f.write("<!doctype html><html><body style='margin:0;background:#202124'>"
                        "</body></html>")
            server = cdp.StaticServer(folder)
            page.navigate(server.url + "blank.html")
        percent = measure(browser._process.pid, seconds)
        if page_dir:
            frames = page.evaluate("Module.sudokuFrames || 0")
            print("frames drawn so far: %d" % frames)
        return percent
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
    # --no-hundredths: the web page with the clock in whole seconds (settings.json).
    settings = ('{"format": "sudoku-lab-settings", "version": 1, '
                '"clock_hundredths": false}') if "--no-hundredths" in argv else None
    if kind == "blank":
        percent = web(None, float(rest[0]) if rest else 20.0)
    elif kind == "web":
        percent = web(rest[0], float(rest[1]) if len(rest) > 1 else 20.0, settings)
    else:
        percent = desktop(rest[0], float(rest[1]) if len(rest) > 1 else 20.0)
    print("%s idle: %.1f %% of a core" % (kind, percent))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
