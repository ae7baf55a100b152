// sudoku-lab in the browser: the same frame as the desktop's platform/main.cpp (update, draw,
// execute the commands, render), called by the browser once per display refresh
// (emscripten_set_main_loop) instead of a loop of its own. The game starts once the player's
// stored files are read back (web_storage). Idle, the loop sleeps (paused until input or the
// next visible change, web_window) and the page ticks the clock itself (web_clock).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include <emscripten/emscripten.h>

#include "app/model/app.hpp"
#include "app/model/launch_options.hpp"
#include "i18n/describe.hpp"
#include "platform/web/fiber_tasks.hpp"
#include "platform/web/web_clock.hpp"
#include "platform/web/web_features.hpp"
#include "platform/web/web_storage.hpp"
#include "platform/web/web_texture_store.hpp"
#include "platform/web/web_window.hpp"

namespace {

using namespace sudoku;

// Long work runs this long per frame (a frame of work and drawing stays near 1/30 s). The
// browser tests may count a slice in check-points instead (Module.sudokuSliceChecks), the same
// at any machine's speed, or hold the work (Module.sudokuSliceMs = -1).
constexpr double kTaskSliceMs = 30.0;
// The autosave is written this long after the player's last input (the desktop writes it every
// 30 s of play and at quit; a page can be closed or reloaded at any moment and has no quit).
constexpr double kAutosaveAfterInputMs = 1000.0;

// clang-format off (JavaScript)
EM_JS(double, sudoku_js_slice_ms, (double fallback),
      { return typeof Module.sudokuSliceMs == 'number' ? Module.sudokuSliceMs : fallback; });
EM_JS(int, sudoku_js_slice_checks, (),
      { return typeof Module.sudokuSliceChecks == 'number' ? Module.sudokuSliceChecks : 0; });
/* For the browser tests: the frame calls the browser made once the game ran (sudokuFrameCalls),
   the frames drawn, those drawn while long work was under way, and those that changed the
   canvas. */
EM_JS(void, sudoku_js_count_call, (),
      { Module.sudokuFrameCalls = (Module.sudokuFrameCalls || 0) + 1; });
EM_JS(void, sudoku_js_count_frame, (int tasks_live, int canvas_changed), {
    Module.sudokuFrames = (Module.sudokuFrames || 0) + 1;
    if (tasks_live) Module.sudokuTaskFrames = (Module.sudokuTaskFrames || 0) + 1;
    if (canvas_changed) Module.sudokuCanvasFrames = (Module.sudokuCanvasFrames || 0) + 1;
});
// clang-format on

struct WebProgram {
    platform::WebWindow window;
    // After the window: the app frees its textures while the WebGL context exists.
    platform::WebTextureStore textures;
    platform::WebClock clock;
    std::unique_ptr<app::App> app;
    app::LaunchOptions options;
    double last_frame = 0.0;
    double autosave_at = 0.0;  // emscripten_get_now() when the autosave is due; 0: none
    bool first_frame = true;
};

WebProgram* g_program = nullptr;  // for the page's event listeners (web_storage)

// Writes the game to the autosave (when it changed) a moment after the player's input, so the
// stored files keep the moves when the page is reloaded or closed.
void autosave_when_due(WebProgram& program, double now) {
    if (program.autosave_at == 0.0 || now < program.autosave_at) return;
    program.autosave_at = 0.0;
    program.app->write_final_autosave();
}

// The app reads its settings and autosave when made, so it waits for the stored files.
bool start_app(WebProgram& program) {
    if (program.app) return true;
    if (!platform::web_storage_ready()) return false;
    program.app =
        std::make_unique<app::App>(std::move(program.options), platform::WebWindow::key_codes(),
                                   program.window.content_scale());
    program.app->set_texture_store(&program.textures);
    platform::web_features_start(*program.app);  // links, clipboard, uploads and downloads
    program.app->use_platform_clock();
    platform::WebClock::start();
    program.last_frame = emscripten_get_now();
    return true;
}

void frame(void* argument) {
    auto& program = *static_cast<WebProgram*>(argument);
    if (!start_app(program)) return;
    app::App& app = *program.app;
    // Long work (generation, experiments) gets its slice, then the page draws the frame that
    // shows its progress; the work goes on at the next frame.
    const bool tasks_live =
        platform::run_fiber_tasks(sudoku_js_slice_ms(kTaskSliceMs), sudoku_js_slice_checks());
    sudoku_js_count_call();
    const bool arrived = platform::web_features_poll(app);  // a link or an uploaded file
    autosave_when_due(program, emscripten_get_now());
    if (!program.window.frame_due(arrived || tasks_live || app.wants_frames(),
                                  app.idle_wait_seconds())) {
        // Asleep until the next visible change, input, or the autosave due.
        const double autosave_in = program.autosave_at == 0.0
                                       ? platform::WebWindow::kLongestSleepSeconds
                                       : (program.autosave_at - emscripten_get_now()) / 1000.0;
        program.window.sleep(app.idle_wait_seconds(), autosave_in);
        return;
    }
    const double now = emscripten_get_now();
    const double dt = (now - program.last_frame) / 1000.0;
    program.last_frame = now;

    const app::PlatformRequests requests = app.update(dt);
    platform::web_features_requests(requests);
    // A page cannot close its tab: Quit leaves the game autosaved, and the page stays.
    if (requests.quit) app.write_final_autosave();
    if (requests.toggle_fullscreen) program.window.toggle_fullscreen();
    if (requests.reload_font_texture) program.window.reload_font_texture();

    program.window.begin_frame();
    app.draw();
    app.execute_commands();
    // The clock as the frame left it (a command may have paused it), then its room in the frame.
    program.clock.show(app.clock_overlay(), program.window.content_scale());
    const bool changed = program.window.end_frame(app.background(), program.textures.take_changed(),
                                                  program.clock.hole());
    platform::web_features_after_frame();
    const double work_ms = emscripten_get_now() - now;
    app.record_frame_time(work_ms, work_ms);
    sudoku_js_count_frame(tasks_live ? 1 : 0, changed ? 1 : 0);
    if (program.window.took_input()) program.autosave_at = now + kAutosaveAfterInputMs;
    if (program.first_frame) {
        program.first_frame = false;
        // For the browser tests and docs/web.md: milliseconds from navigation to this frame.
        EM_ASM({
            Module.sudokuFirstFrameMs = performance.now();
            console.log('sudoku-lab: first frame ' + performance.now().toFixed(0) +
                        ' ms after load');
        });
    }
}

}  // namespace

// The page is hidden or left (pagehide, visibilitychange): it may be closed without another
// frame, so the autosave is written now and the files stored (web_storage's listeners).
extern "C" EMSCRIPTEN_KEEPALIVE void sudoku_page_hidden() {
    if (g_program != nullptr && g_program->app) g_program->app->write_final_autosave();
    platform::sync_web_storage();
}

int main() {
    auto options = platform::web_features_launch_options();  // the address's link, if any
    if (!options) {
        std::fprintf(stderr, "sudoku-lab: %s\n", i18n::english(options.error()).c_str());
        return 2;
    }
    // The puzzle files are preloaded here (src/cmake/web_page.cmake).
    setenv("SUDOKU_ASSETS", "/assets", 1);
    platform::start_web_storage();
    // No threads without COOP/COEP: background jobs, experiments and watchdogs run as fibers.
    platform::install_fiber_tasks();
    // Lives as long as the page: main returns while the browser keeps calling frame().
    auto* program = new WebProgram{};
    g_program = program;
    program->options = std::move(options).value();
    if (auto error = program->window.open("Sudoku Lab")) {
        std::fprintf(stderr, "sudoku-lab: %s\n", error->c_str());
        return 1;
    }
    emscripten_set_main_loop_arg(frame, program, 0, false);
    return 0;
}
