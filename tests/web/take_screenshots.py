#!/usr/bin/env python3
"""The README's pictures of the web version, taken in headless Chromium (cdp.py):

  take_screenshots.py PAGE_DIR OUT_DIR

writes OUT_DIR/web-1280x800.png (a desktop window) and OUT_DIR/web-412x915.png (a phone held
upright: the board stacked over the digit pad and the controls), each the play screen of the
lesson puzzle with a few of its digits typed in (right ones, so nothing shows as a mistake)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_tests  # noqa: E402
import cdp  # noqa: E402

# The cells typed into (row-major indices of empty cells of the lesson puzzle), a few in the
# first rows so the picture shows play under way.
TYPED = 7


def solve(line):
    """The lesson puzzle's solution (a plain backtracking search)."""
    q = [0 if ch == "." else int(ch) for ch in line]

    def ok(i, v):
        r, c = divmod(i, 9)
        for k in range(9):
            if q[r * 9 + k] == v or q[k * 9 + c] == v:
                return False
        r0, c0 = r // 3 * 3, c // 3 * 3
        return all(q[(r0 + a) * 9 + c0 + b] != v for a in range(3) for b in range(3))

    def go():
        if 0 not in q:
            return True
        i = q.index(0)
        for v in range(1, 10):
            if ok(i, v):
                q[i] = v
                if go():
                    return True
        q[i] = 0
        return False

    go()
    return "".join(str(v) for v in q)


def play_some(page, url):
    start = browser_tests.open_game(page, url)
    solution = solve(start)
    x, y, w, h = page.wait_for(lambda: browser_tests.report_item(page, "board"), "the board")
    cell = w / 9.0
    empties = [i for i, ch in enumerate(start) if ch == "."][:TYPED]
    for i in empties:
        page.click(x + (i % 9 + 0.5) * cell, y + (i // 9 + 0.5) * cell)
        page.type_text(solution[i])
        page.wait_for(lambda: browser_tests.board_line(page)[i] == solution[i], "digit %d" % i)
    # Off the board's last cell, so the picture shows the cursor on a cell still to solve.
    nxt = browser_tests.board_line(page).index(".")
    page.click(x + (nxt % 9 + 0.5) * cell, y + (nxt // 9 + 0.5) * cell)
    page.wait_for(lambda: browser_tests.report_item(page, "board"), "a frame after the click")


def main(argv):
    if len(argv) != 3:
        print(__doc__)
        return 2
    page_dir, out_dir = argv[1], argv[2]
    server = cdp.StaticServer(page_dir)
    browser = cdp.Browser()
    try:
        for width, height in ((1280, 800), (412, 915)):
            page = browser.new_page(width, height)
            play_some(page, server.url + "index.html")
            shot = page.screenshot()
            path = os.path.join(out_dir, "web-%dx%d.png" % (width, height))
            with open(path, "wb") as f:
                f.write(shot)
            print("%s: %d bytes" % (path, len(shot)))
    finally:
        browser.close()
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
