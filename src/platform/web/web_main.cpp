// sudoku-lab in the browser: the same frame as the desktop's platform/main.cpp (update, draw,
// execute the commands, render), called by the browser once per display refresh
// (emscripten_set_main_loop) instead of a loop of its own. The game starts once the player's
// stored files are read back (web_storage); idle frames draw nothing.
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include <emscripten/emscripten.h>

#include "app/model/app.hpp"
#include "app/model/launch_options.hpp"
#include "i18n/describe.hpp"
#include "platform/web/web_features.hpp"
#include "platform/web/web_storage.hpp"
#include "platform/web/web_texture_store.hpp"
#include "platform/web/web_window.hpp"

namespace {

using namespace sudoku;

struct WebProgram {
    platform::WebWindow window;
    // After the window: the app frees its textures while the WebGL context exists.
    platform::WebTextureStore textures;
    std::unique_ptr<app::App> app;
    app::LaunchOptions options;
    double last_frame = 0.0;
    bool first_frame = true;
};

// The app reads its settings and autosave when made, so it waits for the stored files.
bool start_app(WebProgram& program) {
    if (program.app) return true;
    if (!platform::web_storage_ready()) return false;
    program.app =
        std::make_unique<app::App>(std::move(program.options), platform::WebWindow::key_codes(),
                                   program.window.content_scale());
    program.app->set_texture_store(&program.textures);
    platform::web_features_start(*program.app);  // links, clipboard, uploads and downloads
    program.last_frame = emscripten_get_now();
    return true;
}

void frame(void* argument) {
    auto& program = *static_cast<WebProgram*>(argument);
    if (!start_app(program)) return;
    app::App& app = *program.app;
    const bool arrived = platform::web_features_poll(app);  // a link or an uploaded file
    if (!program.window.frame_due(arrived || app.wants_frames(), app.idle_wait_seconds())) return;
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
    program.window.end_frame(app.background());
    const double work_ms = emscripten_get_now() - now;
    app.record_frame_time(work_ms, work_ms);
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

int main() {
    auto options = platform::web_features_launch_options();  // the address's link, if any
    if (!options) {
        std::fprintf(stderr, "sudoku-lab: %s\n", i18n::english(options.error()).c_str());
        return 2;
    }
    // The puzzle files are preloaded here (src/cmake/web_page.cmake).
    setenv("SUDOKU_ASSETS", "/assets", 1);
    platform::start_web_storage();
    // Lives as long as the page: main returns while the browser keeps calling frame().
    auto* program = new WebProgram{};
    program->options = std::move(options).value();
    if (auto error = program->window.open("Sudoku Lab")) {
        std::fprintf(stderr, "sudoku-lab: %s\n", error->c_str());
        return 1;
    }
    emscripten_set_main_loop_arg(frame, program, 0, false);
    return 0;
}
