#include "platform/web/web_clock.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>

#include <emscripten/emscripten.h>

#include "app/model/app.hpp"
#include "app/session/session_state.hpp"

namespace {

// The font the frames draw the clock in, preloaded into the page's files (web_page.cmake).
constexpr const char* kFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
// ImGui sizes a font by its ascent minus descent, CSS by its em: DejaVu Sans's ascent 1901 and
// descent 483 in 2048 units per em, so a font of size s in ImGui has an em of s * 2048 / 2384.
constexpr double kEmPerImGuiSize = 2048.0 / 2384.0;

// The clock's state between frames: read at the end of the last frame, then running on at the
// wall clock's pace (App::update ticks it by the same wall time at the next frame).
struct Ticking {
    double elapsed_ms = 0.0;
    double since = 0.0;  // emscripten_get_now() when elapsed_ms was read
    bool running = false;
    bool hundredths = false;
    std::string text;  // on the page now
};

Ticking g_ticking;

// clang-format off (JavaScript)
EM_JS(void, sudoku_js_clock_start, (const char* font_path), {
    var element = document.createElement('div');
    element.id = 'sudoku-clock';
    /* Under the canvas (z-index 1), over the page's background: seen through the frame's hole. */
    element.style.cssText =
        'position: fixed; z-index: 0; display: none; overflow: hidden;' +
        'white-space: pre; margin: 0; padding: 0; pointer-events: none; font-kerning: none;' +
        'font-family: SudokuClock, "DejaVu Sans", sans-serif';
    document.body.appendChild(element);
    /* ticks: changes of the text, for the browser tests. */
    Module.sudokuClock = {element : element, timer : 0, ticks : 0};
    try {
        var face = new FontFace('SudokuClock', FS.readFile(UTF8ToString(font_path)));
        document.fonts.add(face);
        face.load();
    } catch (e) {
        console.warn('sudoku-lab: the clock falls back to the page fonts:', e.message || e);
    }
});

EM_JS(void, sudoku_js_clock_place,
      (double left, double top, double width, double height, double font_px, double line_px,
       const char* colour, const char* background),
      {
          var style = Module.sudokuClock.element.style;
          style.left = left + 'px';
          style.top = top + 'px';
          style.width = width + 'px';
          style.height = height + 'px';
          style.fontSize = font_px + 'px';
          style.lineHeight = line_px + 'px';
          style.color = UTF8ToString(colour);
          style.background = UTF8ToString(background);
          style.display = 'block';
      });

EM_JS(void, sudoku_js_clock_hide, (), {
    var clock = Module.sudokuClock;
    clock.element.style.display = 'none';
    clearTimeout(clock.timer);
    clock.timer = 0;
});

EM_JS(void, sudoku_js_clock_text, (const char* text), {
    var clock = Module.sudokuClock;
    clock.element.textContent = UTF8ToString(text);
    clock.ticks += 1;
});

/* The next tick in `ms` milliseconds (a negative number: none). */
EM_JS(void, sudoku_js_clock_timer, (double ms), {
    var clock = Module.sudokuClock;
    clearTimeout(clock.timer);
    clock.timer = 0;
    if (ms < 0) return;
    var tick = function() {
        clock.timer = 0;
        var next = _sudoku_clock_tick();
        if (next >= 0) clock.timer = setTimeout(tick, next);
    };
    clock.timer = setTimeout(tick, ms);
});
// clang-format on

std::string css_colour(const std::array<float, 4>& c) {
    const auto byte = [](float v) {
        return static_cast<int>(std::lround(std::clamp(v, 0.0f, 1.0f) * 255.0f));
    };
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "rgba(%d, %d, %d, %.3f)", byte(c[0]), byte(c[1]),
                  byte(c[2]), static_cast<double>(std::clamp(c[3], 0.0f, 1.0f)));
    return buffer;
}

}  // namespace

// The page's timer: shows the running clock's time now; milliseconds to its next tick, or -1.
extern "C" EMSCRIPTEN_KEEPALIVE double sudoku_clock_tick() {
    Ticking& t = g_ticking;
    const double ms = t.elapsed_ms + (t.running ? emscripten_get_now() - t.since : 0.0);
    std::string text = sudoku::app::format_clock(static_cast<std::int64_t>(ms), t.hundredths);
    if (text != t.text) {
        sudoku_js_clock_text(text.c_str());
        t.text = std::move(text);
    }
    if (!t.running) return -1.0;
    // As the desktop's frames: 20 a second with hundredths, else just past each whole second.
    if (t.hundredths) return sudoku::app::App::kClockTickSeconds * 1000.0;
    return 1000.0 - std::fmod(ms, 1000.0) + 1.0;
}

namespace sudoku::platform {

void WebClock::start() {
    sudoku_js_clock_start(kFontPath);
}

void WebClock::show(const app::ClockOverlay& overlay, float pixel_ratio) {
    if (!overlay.shown) {
        if (m_hole) sudoku_js_clock_hide();
        m_hole.reset();
        g_ticking.running = false;
        return;
    }
    const auto& r = overlay.place.rect;
    const PixelRect hole{static_cast<int>(std::lround(r[0])), static_cast<int>(std::lround(r[1])),
                         static_cast<int>(std::lround(r[2])), static_cast<int>(std::lround(r[3]))};
    const double ratio = pixel_ratio > 0.0f ? pixel_ratio : 1.0;
    const double size = overlay.place.font_size;
    sudoku_js_clock_place(
        hole.x0 / ratio, hole.y0 / ratio, hole.width() / ratio, hole.height() / ratio,
        size * kEmPerImGuiSize / ratio, size / ratio, css_colour(overlay.place.colour).c_str(),
        css_colour({overlay.background[0], overlay.background[1], overlay.background[2], 1.0f})
            .c_str());
    m_hole = hole;
    g_ticking.elapsed_ms = overlay.elapsed_ms;
    g_ticking.since = emscripten_get_now();
    g_ticking.running = overlay.running;
    g_ticking.hundredths = overlay.hundredths;
    sudoku_js_clock_timer(sudoku_clock_tick());
}

}  // namespace sudoku::platform
