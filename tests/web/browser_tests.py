#!/usr/bin/env python3
"""The browser tests of Sudoku Lab's web build, in headless Chromium (cdp.py):

  browser_tests.py PAGE_DIR [TEST...]   run the tests against the built page (build-web/page)
  browser_tests.py --self-test          show the checks can fail: "not blank" against an empty
                                        page fails, against a drawn canvas passes

Each test loads the page with "?test" in its address, which makes the game write its layout
report (the one the headless harness reads: items, the board line, Watch's counters) where
window.sudokuTest.report() returns it. Tests wait for conditions with a hang guard only."""

import os
import re
import sys
import tempfile
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402
import lesson  # noqa: E402

LESSON = "78.4..12.6...75..9...6.1.78..7.4.26...1.5.93.9.4.6...5.7.3...1212...74...492.6..7"
# `sudoku-cli share` of lesson 001's puzzle (tahta), so a shared position differs from the
# lesson puzzle the game starts with, and of lesson 000's (cau_do), which Watch searches.
SHARED_BOARD = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
SHARED_CODE = "SL1-SBjGLDI4RiDJihJkBGSBGEOISEMgxxCEZGCFICJBkkUJBHkgfBA"
LESSON_CODE = "SL1-SBjGPIRCDCRhHikkRkFHkEdEQowgoqTDSURGEVHQxBhQYQjxBEkwkYjg-go"
# New game's default (9x9 classic, Easy) with seed 4242: 29 givens, the puzzle
# `sudoku-cli generate --seed 4242 --difficulty easy` writes on the desktop.
NEW_GAME_4242 = "...84.23......5..76....78..4...7....2.61387.4....9...3..27....53..6......68.14..."
# A blank page has one colour; the game's first frame has its board, digits and menus.
MIN_COLOURS = 8


def report(page):
    return page.evaluate("window.sudokuTest ? window.sudokuTest.report() : ''") or ""


def report_text(page, name):
    match = re.search(r"^text %s (.*)$" % re.escape(name), report(page), re.M)
    return match.group(1) if match else None


def report_item(page, name):
    match = re.search(r"^item %s (-?\d+) (-?\d+) (\d+) (\d+)$" % re.escape(name), report(page), re.M)
    return tuple(int(v) for v in match.groups()) if match else None


def board_line(page):
    return report_text(page, "board_line")


def open_game(page, url, fragment=""):
    page.navigate(url + "?test" + fragment)
    return page.wait_for(lambda: board_line(page), "the game's first frame")


def counters(page, lane=1):
    line = report_text(page, "watch_counters_%d" % lane)
    return dict(part.split("=") for part in line.split()) if line else None


def check_not_blank(page):
    shot = page.send("Page.captureScreenshot", {
        "format": "png", "clip": {"x": 0, "y": 0, "width": page.width, "height": page.height,
                                  "scale": 0.25}})["data"]
    import base64
    colours = cdp.distinct_colours(base64.b64decode(shot), step=1)
    assert colours >= MIN_COLOURS, "the page shows %d colours: blank" % colours
    return colours


# --- the tests: each takes (page, url) ---

def test_loads_and_draws(page, url):
    open_game(page, url)
    page.wait_for(lambda: report_item(page, "board"), "the board drawn")
    check_not_blank(page)


def test_fill_cell_by_click_and_key(page, url):
    start = open_game(page, url)
    x, y, w, h = page.wait_for(lambda: report_item(page, "board"), "the board drawn")
    empty = start.index(".")  # r1c3 on the lesson puzzle
    cell = w / 9.0
    page.click(x + (empty % 9 + 0.5) * cell, y + (empty // 9 + 0.5) * cell)
    page.type_text("5")
    page.wait_for(lambda: board_line(page)[empty] == "5", "the typed 5 in the clicked cell")
    # And by the digit pad, touched: r1c5 (the next empty cell), solution digit 6 on the lesson.
    # Both taps come before the page's next frame (a busy machine, a quick finger): each press
    # must still land where it was made, not where the pointer went next.
    nxt = board_line(page).index(".")
    px, py, pw, ph = page.wait_for(lambda: report_item(page, "pad_6"), "the digit pad")
    page.evaluate("Module.pauseMainLoop()")
    page.click(x + (nxt % 9 + 0.5) * cell, y + (nxt // 9 + 0.5) * cell)
    page.click(px + pw / 2, py + ph / 2)
    page.evaluate("Module.resumeMainLoop()")
    page.wait_for(lambda: board_line(page)[nxt] == "6", "the pad's 6 in the clicked cell")


def task_frames(page):
    """Frames the page drew while long work (a fiber task) was under way."""
    return page.evaluate("Module.sudokuTaskFrames || 0")


def start_generation(page, seed):
    page.press_key("n", "KeyN", 78, modifiers=2)  # Ctrl+N: New game, the seed field focused
    page.wait_for(lambda: report_item(page, "new_game_seed"), "the New game dialog")
    page.type_text(seed)
    page.press_key("Enter", "Enter", 13)


def test_new_game_generates(page, url):
    start = open_game(page, url)
    # The generator gives way to the page every 20 check-points (not by the clock, so the
    # count is the same at any machine's speed; this puzzle takes about 165): frames keep
    # coming while it works. Without a runner between frames (or with one that never gives
    # way) none would.
    page.evaluate("Module.sudokuSliceChecks = 20")
    before = task_frames(page)
    start_generation(page, "4242")
    page.wait_for(lambda: board_line(page) not in (None, start), "a generated puzzle")
    line = board_line(page)
    assert len(line) == 81 and line.count(".") > 20, "generated: %s" % line
    assert line == NEW_GAME_4242, "seed 4242 gave %s" % line
    drawn = task_frames(page) - before
    assert drawn >= 2, "%d frames drawn while the puzzle was generated" % drawn


def test_new_game_cancel(page, url):
    start = open_game(page, url)
    page.evaluate("Module.sudokuSliceMs = -1")  # the job is held where it started
    start_generation(page, "4242")
    page.wait_for(lambda: report_text(page, "new_game_generating"), "the spinner")
    x, y, w, h = page.wait_for(lambda: report_item(page, "new_game_cancel"), "Cancel")
    page.click(x + w / 2, y + h / 2)
    # The work goes on only once a frame has seen the click: a frame that ran the work first
    # could finish this quick puzzle before the click was read.
    page.wait_for(lambda: report_text(page, "new_game_cancel_asked"), "Cancel taken")
    page.evaluate("Module.sudokuSliceMs = 30")  # the job sees the cancel at its next check-point
    page.wait_for(lambda: report_text(page, "new_game_problem"), "the cancelled job's message")
    assert report_text(page, "new_game_generating") is None, "still generating"
    assert board_line(page) == start, "the board changed after Cancel"


def test_share_link_opens_position(page, url):
    open_game(page, url, "#" + SHARED_CODE)
    page.wait_for(lambda: board_line(page) == SHARED_BOARD, "the shared position")
    # A later link in the same page (the teacher's next one) opens too.
    page.evaluate("window.location.hash = '#%s'" % LESSON_CODE)
    page.wait_for(lambda: board_line(page) == LESSON, "the position after a hashchange")


def test_watch_steps_match_the_lesson(page, url):
    reference = lesson.naive_counters(LESSON)
    # The lesson's puzzle (the shared code's givens) in Watch at step 100, paused.
    open_game(page, url, "#%s&watch=naive&step=100" % LESSON_CODE)
    page.wait_for(lambda: (counters(page) or {}).get("seeking") == "0", "Watch at its step")

    def matches(step):
        c = counters(page)
        expected = reference[step]
        return (c and int(c["steps"]) == step and c["playing"] == "0" and
                (int(c["placements"]), int(c["backtracks"]), int(c["checks"])) == expected)

    page.wait_for(lambda: matches(100), "step 100 with the lesson's counters %s" % (reference[100],))
    for step in (101, 102, 103):  # the Right arrow steps forward
        page.press_key("ArrowRight", "ArrowRight", 39)
        page.wait_for(lambda: matches(step), "step %d with the lesson's counters %s" % (step, reference[step]))
    x, y, w, h = page.wait_for(lambda: report_item(page, "watch_step"), "the Step button")
    page.click(x + w / 2, y + h / 2)
    page.wait_for(lambda: matches(104), "step 104 by the Step button")


def stored_files(page):
    """Times the page's files reached IndexedDB, or None while a store is under way."""
    return page.evaluate("(function(s) { return s && s.ready && !s.busy && !s.again ? "
                         "s.stored : null; })(Module.sudokuStorage)")


def test_reload_resumes_the_game(page, url):
    start = open_game(page, url)
    x, y, w, h = page.wait_for(lambda: report_item(page, "board"), "the board drawn")
    page.wait_for(lambda: stored_files(page) is not None, "the stored files read back")
    before = stored_files(page)
    empty = start.index(".")
    cell = w / 9.0
    page.click(x + (empty % 9 + 0.5) * cell, y + (empty // 9 + 0.5) * cell)
    page.type_text("5")
    played = page.wait_for(lambda: board_line(page) if board_line(page)[empty] == "5" else None,
                           "the typed 5")
    # The page autosaves soon after the player's input and stores its files in IndexedDB.
    page.wait_for(lambda: (stored_files(page) or 0) > before, "the autosave stored")
    page.reload()
    page.wait_for(lambda: board_line(page) == played, "the game resumed after the reload")
    # And after the tab is closed: a new tab of the same browser (profile) resumes it too.
    tab = page.new_tab()
    page.close()
    assert open_game(tab, url) == played, "a new tab did not resume the game"


def png_size(data):
    """(width, height) from a PNG's IHDR, or None when the bytes are no PNG."""
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        return None
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def downloaded(folder, suffix, taken):
    """The bytes of a whole new download ending in `suffix` in `folder` (Chromium writes a
    .crdownload and renames it when done), or None."""
    for name in sorted(os.listdir(folder)):
        if name.endswith(suffix) and name not in taken:
            with open(os.path.join(folder, name), "rb") as f:
                data = f.read()
            if data:
                taken.add(name)
                return name, data
    return None


def click_item(page, name):
    """Clicks the named widget once it stands still: a dialog that just opened sizes itself over
    its first frames, and a click there lands on nothing."""
    seen = []

    def settled():
        rect = report_item(page, name)
        seen.append(rect)
        return rect if rect and len(seen) >= 4 and seen[-4:].count(rect) == 4 else None

    x, y, w, h = page.wait_for(settled, "the widget %s standing still" % name)
    page.click(x + w / 2, y + h / 2)


def test_exports_download_png_and_svg(page, url):
    folder = tempfile.mkdtemp(prefix="sudoku-web-downloads-")
    page.allow_downloads(folder)
    open_game(page, url, "#%s&watch=naive&step=100" % LESSON_CODE)
    page.wait_for(lambda: (counters(page) or {}).get("seeking") == "0", "Watch at its step")
    page.type_text("e")  # Export image: the Watch frame, 1200 wide, at the step on screen
    taken = set()
    click_item(page, "export_button")
    name, png = page.wait_for(lambda: downloaded(folder, ".png", taken), "the PNG's download")
    assert png_size(png) == (1200, 750), "%s: %d bytes, size %s" % (name, len(png), png_size(png))
    colours = cdp.distinct_colours(png, step=8)
    assert colours >= MIN_COLOURS, "%s holds %d colours: blank" % (name, colours)
    # The same picture as shapes.
    click_item(page, "export_format_svg")
    page.wait_for(lambda: (report_text(page, "export_path") or "").endswith(".svg"),
                  "the file name ending in .svg")
    click_item(page, "export_button")
    name, svg = page.wait_for(lambda: downloaded(folder, ".svg", taken), "the SVG's download")
    assert b"<svg" in svg[:400], "%s does not start an SVG: %r" % (name, svg[:80])
    assert svg.rstrip().endswith(b"</svg>"), "%s is cut short" % name
    # The lesson's givens are digits on the board: dozens of text elements.
    assert svg.count(b"<text") >= 30, "%s holds %d texts" % (name, svg.count(b"<text"))
    # The animation is the desktop's: greyed out, with the note.
    page.press_key("Escape", "Escape", 27)
    page.type_text("g")
    page.wait_for(lambda: report_text(page, "export_desktop_only"), "the note that GIF is desktop-only")


# How long the idle tests watch the page do nothing. The counts asserted do not depend on the
# machine's speed: a sleeping page makes no frame calls however long it is watched (a page that
# polled would make 4 a second, one that drew the ticking clock 20).
IDLE_SECONDS = 4.0


def frame_counts(page):
    """Frame calls the browser made, frames drawn, and frames that changed the canvas."""
    calls, drawn, canvas = page.evaluate(
        "[Module.sudokuFrameCalls || 0, Module.sudokuFrames || 0, Module.sudokuCanvasFrames || 0]")
    return {"calls": calls, "drawn": drawn, "canvas": canvas}


def asleep(page):
    return page.evaluate("!!(Module.sudokuSleep && Module.sudokuSleep.asleep)")


def idle_counts(page):
    """The page's frame counts over IDLE_SECONDS once its main loop has gone to sleep."""
    page.wait_for(lambda: asleep(page), "the page asleep")
    before = frame_counts(page)
    time.sleep(IDLE_SECONDS)
    after = frame_counts(page)
    return {k: after[k] - before[k] for k in before}


def clock_text(page):
    return page.evaluate("Module.sudokuClock ? Module.sudokuClock.element.textContent : ''")


def clock_stopped(page):
    return page.evaluate("!!Module.sudokuClock && Module.sudokuClock.timer === 0")


def test_idle_page_sleeps(page, url):
    start = open_game(page, url)
    x, y, w, h = page.wait_for(lambda: report_item(page, "pause"), "the pause button")
    page.click(x + w / 2, y + h / 2)  # the clock stops: nothing on the page changes
    # A running game sleeps too (its clock ticks in the page, not in a frame), so "asleep" alone
    # can come before the click is handled on a loaded machine: wait for the clock's own timer
    # to be cleared as well.
    page.wait_for(lambda: asleep(page) and clock_stopped(page), "the clock stopped, the page asleep")
    stopped = clock_text(page)
    idle = idle_counts(page)
    assert clock_text(page) == stopped, "the paused clock went on: %s" % clock_text(page)
    assert idle["calls"] <= 1, "%d frame calls in %.0f s on a paused game" % (
        idle["calls"], IDLE_SECONDS)
    # A click wakes it at once: Resume, then a digit typed into the first empty cell.
    drawn = frame_counts(page)["canvas"]
    x, y, w, h = report_item(page, "pause")  # now Resume
    page.click(x + w / 2, y + h / 2)
    bx, by, bw, bh = page.wait_for(lambda: report_item(page, "board"), "the board back")
    empty = start.index(".")
    cell = bw / 9.0
    page.click(bx + (empty % 9 + 0.5) * cell, by + (empty // 9 + 0.5) * cell)
    page.type_text("5")
    page.wait_for(lambda: board_line(page)[empty] == "5", "the typed 5")
    assert frame_counts(page)["canvas"] > drawn, "the canvas was not drawn after the clicks"


def test_running_clock_leaves_the_canvas(page, url):
    open_game(page, url)
    clock = page.wait_for(lambda: report_item(page, "clock"), "the clock's room")
    page.wait_for(lambda: asleep(page), "the page asleep")
    # The page's element shows the clock where the frame left it room (CSS px = canvas px here).
    box = page.evaluate("(function(r) { return [r.left, r.top, r.width, r.height]; })"
                        "(Module.sudokuClock.element.getBoundingClientRect())")
    assert all(abs(a - b) <= 1 for a, b in zip(box, clock)), "clock at %s, room %s" % (box, clock)
    text, ticks = clock_text(page), page.evaluate("Module.sudokuClock.ticks")
    # The browser's default is whole seconds: each tick costs the page a whole composite.
    assert re.fullmatch(r"\d+(:\d\d)+", text), "the clock reads %r, not whole seconds" % text
    idle = idle_counts(page)
    assert clock_text(page) != text, "the clock stood still at %s" % text
    assert page.evaluate("Module.sudokuClock.ticks") - ticks >= 2, "the clock did not tick"
    # The clock's ticks change the element only: no frame is drawn for them.
    assert idle["canvas"] <= 1 and idle["calls"] <= 1, "while the clock ran: %s" % idle


TESTS = [test_loads_and_draws, test_fill_cell_by_click_and_key, test_new_game_generates,
         test_new_game_cancel,
         test_share_link_opens_position, test_watch_steps_match_the_lesson,
         test_reload_resumes_the_game, test_exports_download_png_and_svg,
         test_idle_page_sleeps, test_running_clock_leaves_the_canvas]


def run(page_dir, names, width=1280, height=800):
    server = cdp.StaticServer(page_dir)
    # One browser; each test in a browser context of its own (a fresh profile's storage), so
    # no test resumes the game an earlier one left in the page's storage.
    browser = cdp.Browser()
    failed = 0
    try:
        for test in TESTS:
            if names and test.__name__ not in names:
                continue
            context = browser.new_context()
            page = browser.new_page(width, height, context)
            try:
                test(page, server.url + "index.html")
                print("PASS %s" % test.__name__, flush=True)
            except Exception:  # noqa: BLE001 - every failure is reported the same way
                failed += 1
                print("FAIL %s\n%s" % (test.__name__, traceback.format_exc()), flush=True)
                for line in page.console[-20:]:
                    print("  console: %s" % line)
            finally:
                browser.dispose_context(context)
    finally:
        browser.close()
        server.close()
    return failed


def self_test():
    """The 'not blank' check fails on an empty page and passes on a drawn canvas."""
    folder = tempfile.mkdtemp(prefix="sudoku-web-self-")
    with open(os.path.join(folder, "blank.html"), "w") as f:
        f.write("<!doctype html><html><body style='margin:0;background:#202124'></body></html>")
    with open(os.path.join(folder, "drawn.html"), "w") as f:
        f.write("<!doctype html><html><body style='margin:0'><canvas id=c width=1280 height=800>"
                "</canvas><script>var g=document.getElementById('c').getContext('2d');"
                "for(var i=0;i<16;i++){g.fillStyle='hsl('+i*22+',70%,50%)';"
                "g.fillRect(i*80,0,80,800);}</script></body></html>")
    server = cdp.StaticServer(folder)
    browser = cdp.Browser()
    failed = 0
    try:
        page = browser.new_page(1280, 800)
        page.navigate(server.url + "blank.html")
        try:
            check_not_blank(page)
            print("FAIL self-test: 'not blank' passed on a blank page")
            failed += 1
        except AssertionError as error:
            print("PASS self-test: 'not blank' fails on a blank page (%s)" % error)
        page.navigate(server.url + "drawn.html")
        try:
            colours = check_not_blank(page)
            print("PASS self-test: 'not blank' passes on a drawn canvas (%d colours)" % colours)
        except AssertionError as error:
            print("FAIL self-test: a drawn canvas counts as blank (%s)" % error)
            failed += 1
        # The game's tests fail on a page without the game (no report, hang guard aside).
        if report(page) != "":
            print("FAIL self-test: an empty page has a layout report")
            failed += 1
        else:
            print("PASS self-test: a page without the game has no layout report")
    finally:
        browser.close()
        server.close()
    return failed


def known_failures():
    """tests/web/known_failures.txt: the test name, then why it fails today."""
    known = {}
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "known_failures.txt")) as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                name, _, why = line.partition(" ")
                known[name] = why.strip()
    return known


def main(argv):
    if argv[1:2] == ["--self-test"]:
        failed = self_test()
        print("%d%% tests passed, %d tests failed out of 3" % ((3 - failed) * 100 // 3, failed))
        return 1 if failed else 0
    if len(argv) < 2:
        print(__doc__)
        return 2
    page_dir = argv[1]
    if not os.path.isfile(os.path.join(page_dir, "index.html")):
        print("browser tests: no page in %s (build it with scripts/build-web)" % page_dir)
        return 2
    names = argv[2:]
    known = known_failures()
    unknown = sorted(set(known) - {t.__name__ for t in TESTS})
    if unknown:
        print("browser tests: known_failures.txt names no such test: %s" % ", ".join(unknown))
        return 2
    if not names:
        names = [t.__name__ for t in TESTS if t.__name__ not in known]
        for name, why in known.items():
            print("SKIP %s (known failure: %s)" % (name, why))
    total = len([t for t in TESTS if t.__name__ in names])
    failed = run(page_dir, names)
    # The line scripts/test counts into its summary, in ctest's words.
    print("%d%% tests passed, %d tests failed out of %d" %
          ((total - failed) * 100 // max(total, 1), failed, total))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
