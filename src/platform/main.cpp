// sudoku-lab: the game window. The flat frame loop of ARCHITECTURE.md: wait or poll, update,
// draw (widgets queue commands), execute the commands, render. SIGTERM, SIGINT and SIGHUP end
// the loop as Ctrl+Q does, so the autosave is written.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <string>
#include <vector>

#include "app/model/app.hpp"
#include "app/model/launch_options.hpp"
#include "i18n/describe.hpp"
#include "io/paths.hpp"
#include "io/settings.hpp"
#include "platform/gl_texture_store.hpp"
#include "platform/quit_signals.hpp"
#include "platform/window.hpp"

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// SUDOKU_LAB_REDRAW=full draws every frame whole, =partial only what changed, =offscreen only
// what changed, always through an offscreen framebuffer; otherwise the given default.
sudoku::platform::Redraw redraw_mode(sudoku::platform::Redraw by_default) {
    using sudoku::platform::Redraw;
    const char* value = std::getenv("SUDOKU_LAB_REDRAW");
    if (value == nullptr || *value == '\0') return by_default;
    if (std::strcmp(value, "full") == 0) return Redraw::Full;
    if (std::strcmp(value, "partial") == 0) return Redraw::Partial;
    if (std::strcmp(value, "offscreen") == 0) return Redraw::Offscreen;
    std::fprintf(stderr,
                 "sudoku-lab: SUDOKU_LAB_REDRAW is 'full', 'partial' or 'offscreen', not '%s'\n",
                 value);
    return by_default;
}

}  // namespace

int main(int argc, char** argv) {
    using namespace sudoku;
    const Clock::time_point started = Clock::now();
    auto options = app::parse_launch_options(std::vector<std::string>(argv + 1, argv + argc));
    if (!options) {
        std::fprintf(stderr, "sudoku-lab: %s\n", i18n::english(options.error()).c_str());
        return 2;
    }
    if (options->show_help) {
        std::fputs(app::launch_usage(), stdout);
        return 0;
    }
    if (options->show_version) {
        std::printf("sudoku-lab %s\n", SUDOKU_VERSION);
        return 0;
    }
    const bool frame_stats = options->frame_stats;

    platform::Window window;
    // Declared after the window, so its watcher (which wakes GLFW) stops before GLFW ends.
    platform::QuitSignals quit_signals;
    quit_signals.install();
    // Frame timing is measured without vsync so it shows the work, not the display's pace,
    // and on whole frames (the cost of any frame after input) unless SUDOKU_LAB_REDRAW says.
    const platform::Redraw redraw =
        redraw_mode(frame_stats ? platform::Redraw::Full : platform::Redraw::Partial);
    // The window opens at the size the player left it (the app reads the same file again for
    // everything else, and reports what is wrong in it).
    const io::Settings settings = io::load_settings(io::settings_path()).settings;
    std::error_code no_settings;
    if (auto error =
            window.open({.width = settings.window_width,
                         .height = settings.window_height,
                         .first_start = !std::filesystem::exists(io::settings_path(), no_settings),
                         .vsync = !frame_stats,
                         .redraw = redraw})) {
        std::fprintf(stderr, "sudoku-lab: %s\n", error->c_str());
        return 1;
    }
    // Declared after the window, so the app (destroyed first) frees its textures while the GL
    // context still exists.
    platform::GlTextureStore textures;
    app::App app(std::move(options).value(), platform::Window::key_codes(), window.content_scale());
    app.set_texture_store(&textures);
    quit_signals.start_waking();
    platform::QuitSignals::on_display_lost([&app] { app.write_final_autosave(); });

    Clock::time_point last = Clock::now();
    bool first_frame = true;
    for (;;) {
        // The close button quits like Ctrl+Q: the autosave is written first, and if that
        // fails the window stays open with a dialog instead of losing the game.
        if (window.should_close()) {
            if (app.confirm_quit()) break;
            window.cancel_close();
        }
        window.wait_or_poll(app.wants_frames(), app.idle_wait_seconds());
        // A logout, Ctrl+C or a closed terminal: quit now (shutdown writes the autosave).
        if (const int signal = platform::QuitSignals::received()) {
            std::fprintf(stderr, "sudoku-lab: %s: quitting (the game is autosaved)\n",
                         strsignal(signal));
            break;
        }
        const Clock::time_point frame_start = Clock::now();
        const std::clock_t cpu_start = std::clock();  // process CPU time, all threads
        const double dt = std::chrono::duration<double>(frame_start - last).count();
        last = frame_start;

        const app::PlatformRequests requests = app.update(dt);
        if (requests.quit) break;
        if (requests.toggle_fullscreen) window.toggle_fullscreen();
        if (requests.reload_font_texture) window.reload_font_texture();

        window.begin_frame();
        app.draw();
        app.execute_commands();
        window.end_frame(app.background(), textures.take_changed());

        app.record_frame_time(
            ms_since(frame_start),
            1000.0 * static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC);
        if (first_frame && frame_stats)
            std::fprintf(stderr, "startup: %.1f ms from main() to the first frame shown\n",
                         ms_since(started));
        first_frame = false;
    }
    platform::QuitSignals::on_display_lost({});
    const auto [width, height] = window.windowed_size();
    app.shutdown(width, height);
    return 0;
}
