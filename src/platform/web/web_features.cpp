#include "platform/web/web_features.hpp"

#include <filesystem>
#include <system_error>

#include "platform/web/web_clipboard.hpp"
#include "platform/web/web_files.hpp"
#include "platform/web/web_links.hpp"

namespace sudoku::platform {

core::Result<app::LaunchOptions> web_features_launch_options() {
    start_web_clipboard_listeners();
    return web_launch_options();
}

void web_features_start(app::App& app) {
    web_links_start(app);
    use_web_clipboard();
    app.use_platform_files();
}

bool web_features_poll(app::App& app) {
    const bool link = web_links_poll(app);
    const bool file = web_files_poll(app);
    return link || file;
}

void web_features_after_frame() {
    web_links_publish_report();
}

void web_features_requests(const app::PlatformRequests& requests) {
    if (requests.choose_file_to_open) choose_upload();
    for (const std::string& path : requests.files_to_hand_over)
        offer_download(path);
    // The download holds its own copy of the bytes: the page's storage need not keep exports.
    for (const std::string& path : requests.files_to_drop) {
        std::error_code ignored;
        std::filesystem::remove(path, ignored);
    }
}

}  // namespace sudoku::platform
