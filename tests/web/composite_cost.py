#!/usr/bin/env python3
"""What one small change 20 times a second costs headless Chromium (docs/web.md, Budgets): a
1280x800 WebGL2 canvas drawn once, plus one kind of change every 50 ms. A measurement, not a
test: nothing here passes or fails.

  composite_cost.py [MODE,MODE...] [SECONDS] [--software-compositing]

MODEs: none (nothing changes), dom (a text element over the canvas), under (the same element
under a transparent hole in the canvas, as the game's clock), webgl (a scissored 250x50 clear on
the canvas), fbo (the same clear into an offscreen framebuffer only), canvas2d (a small 2D canvas
over it). Prints the CPU of all Chromium's processes as idle_cpu.py measures it."""

import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402
import idle_cpu  # noqa: E402

PAGE = """<!doctype html><html><body style='margin:0;background:#202124'>
<canvas id=c width=1280 height=800
  style='position:fixed;left:0;top:0;width:1280px;height:800px;z-index:1'></canvas>
<span id=t style='position:fixed;left:900px;top:100px;font:40px sans-serif;color:#ddd;
  background:#303134;z-index:2'>00:00.00</span>
<canvas id=s width=200 height=50 style='position:fixed;left:900px;top:200px;z-index:2'></canvas>
<script>
var mode = location.hash.slice(1);
var gl = document.getElementById('c').getContext('webgl2');
var t = document.getElementById('t'), s = document.getElementById('s').getContext('2d');
gl.clearColor(0.2, 0.2, 0.25, 1); gl.clear(gl.COLOR_BUFFER_BIT);
function clear_rect(x, y, w, h, r, a) {
  gl.enable(gl.SCISSOR_TEST); gl.scissor(x, y, w, h); gl.clearColor(r, 0.2, 0.25, a);
  gl.clear(gl.COLOR_BUFFER_BIT); gl.disable(gl.SCISSOR_TEST);
}
if (mode == 'under') { t.style.zIndex = 0; clear_rect(900, 800 - 150, 250, 50, 0, 0); }
var fb = gl.createFramebuffer(), tex = gl.createTexture();
gl.bindTexture(gl.TEXTURE_2D, tex); gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA8, 1280, 800);
gl.bindFramebuffer(gl.FRAMEBUFFER, fb);
gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, tex, 0);
gl.bindFramebuffer(gl.FRAMEBUFFER, null);
var n = 0, start = performance.now();
function tick() {
  n++;
  var text = ((performance.now() - start) / 1000).toFixed(2);
  if (mode == 'dom' || mode == 'under') t.textContent = text;
  if (mode == 'canvas2d') { s.fillStyle = '#303134'; s.fillRect(0, 0, 200, 50);
    s.fillStyle = '#ddd'; s.font = '40px sans-serif'; s.fillText(text, 0, 40); }
  if (mode == 'webgl') clear_rect(900, 600, 250, 50, n % 2, 1);
  if (mode == 'fbo') { gl.bindFramebuffer(gl.FRAMEBUFFER, fb); clear_rect(900, 600, 250, 50, n % 2, 1);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null); }
}
if (mode != 'none') setInterval(tick, 50);
</script></body></html>"""


def main(argv):
    rest = [a for a in argv[1:] if not a.startswith("--")]
    modes = (rest[0] if rest else "none,dom,under,webgl,fbo,canvas2d").split(",")
    seconds = float(rest[1]) if len(rest) > 1 else 10.0
    extra = ["--disable-gpu-compositing"] if "--software-compositing" in argv else []
    folder = tempfile.mkdtemp(prefix="sudoku-composite-")
    with open(os.path.join(folder, "page.html"), "w") as f:
        f.write(PAGE)
    server = cdp.StaticServer(folder)
    try:
        for mode in modes:
            browser = cdp.Browser(extra_args=extra)
            try:
                page = browser.new_page(1280, 800)
                page.navigate(server.url + "page.html#" + mode)
                percent = idle_cpu.measure(browser._process.pid, seconds)
                print("%-9s %5.1f %% of a core (load %s)" % (
                    mode, percent, open("/proc/loadavg").read().split()[0]), flush=True)
            finally:
                browser.close()
    finally:
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
