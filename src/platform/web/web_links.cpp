#include "platform/web/web_links.hpp"

#include <cstdlib>
#include <fstream>
#include <iterator>

#include <emscripten/emscripten.h>

#include "app/model/app.hpp"
#include "app/model/share_link.hpp"

namespace {

// The report's file in the page's memory (MEMFS): the browser tests read it through
// window.sudokuTest.report().
constexpr const char* kReportPath = "/tmp/sudoku-layout-report.txt";

// JavaScript strings into a C++ string: the length first, then the bytes.
// clang-format off
EM_JS(int, sl_page_text, (int which, char* buffer, int size), {
    var text = which == 0 ? window.location.hash
             : which == 1 ? window.location.href.split('#')[0]
             : window.location.search;
    if (buffer) stringToUTF8(text, buffer, size);
    return lengthBytesUTF8(text);
});

EM_JS(void, sl_listen_for_fragment, (), {
    window.addEventListener('hashchange', function() {
        Module.sudokuFragmentChanged = true;
        if (Module.sudokuWake) Module.sudokuWake(); /* the loop may be asleep (web_window) */
    });
});

EM_JS(int, sl_take_fragment_change, (), {
    var changed = Module.sudokuFragmentChanged ? 1 : 0;
    Module.sudokuFragmentChanged = false;
    return changed;
});

EM_JS(void, sl_install_test_hook, (), {
    window.sudokuTest = {
        report: function() { return Module.sudokuReport || ''; }
    };
});

EM_JS(void, sl_set_report, (const char* text), {
    Module.sudokuReport = UTF8ToString(text);
});
// clang-format on

enum Which { kFragment = 0, kAddress = 1, kQuery = 2 };

std::string page_text(Which which) {
    const int length = sl_page_text(which, nullptr, 0);
    std::string text(static_cast<std::size_t>(length) + 1, '\0');
    (void)sl_page_text(which, text.data(), length + 1);
    text.resize(static_cast<std::size_t>(length));
    return text;
}

// The fragment when it holds one of our links (a plain "#top" anchor is not the game's).
std::string link_fragment() {
    const std::string fragment = page_text(kFragment);
    if (fragment.size() < 2 || !sudoku::app::looks_like_share_link(fragment)) return {};
    return fragment;
}

bool g_testing = false;

// The last report written (the lines of the latest frame that changed it), to the page.
void publish_report() {
    std::ifstream in(kReportPath);
    const std::string report((std::istreambuf_iterator<char>(in)),
                             std::istreambuf_iterator<char>());
    sl_set_report(report.c_str());
}

}  // namespace

namespace sudoku::platform {

std::vector<std::string> web_link_arguments() {
    const std::string query = page_text(kQuery);
    g_testing = query.find("test") != std::string::npos;
    if (g_testing) setenv("SUDOKU_REPORT_LAYOUT", kReportPath, 1);
    std::vector<std::string> args;
    if (std::string fragment = link_fragment(); !fragment.empty()) args.push_back(fragment);
    return args;
}

core::Result<app::LaunchOptions> web_launch_options() {
    const std::vector<std::string> args = web_link_arguments();
    auto options = app::parse_launch_options(args);
    if (options || args.empty()) return options;
    auto plain = app::parse_launch_options({});
    if (!plain) return plain;
    const auto link = app::parse_share_link(args.front());
    plain->open_error = link ? options.error() : link.error();
    return plain;
}

void web_links_start(app::App& app) {
    app.set_page_address(web_page_address());
    sl_listen_for_fragment();
    if (g_testing) sl_install_test_hook();
}

bool web_links_poll(app::App& app) {
    if (g_testing) publish_report();
    if (sl_take_fragment_change() == 0) return false;
    const std::string fragment = link_fragment();
    if (fragment.empty()) return false;
    app.open_link_text(fragment);
    return true;
}

void web_links_publish_report() {
    if (g_testing) publish_report();
}

std::string web_page_address() {
    return page_text(kAddress);
}

}  // namespace sudoku::platform
