#include "app/support/export_name.hpp"

namespace sudoku::app {

std::string export_file_name(const ExportNameParts& p) {
    constexpr const char* kViews[] = {"board", "counters", "frame", "tree"};
    const int view = p.view < 0 || p.view > 3 ? 2 : p.view;
    // Each kind's default view keeps its short name (the frame for a picture, the counters for
    // an animation).
    const int plain = p.animation ? 1 : 2;
    std::string kind;
    if (view != plain || (p.tree && view != 3)) kind = kViews[view];
    if (p.tree && view != 3) kind += "-with-tree";
    std::string name = "watch-" + p.algorithm + (kind.empty() ? "" : "-" + kind);
    if (p.animation)
        return name + "-" + std::to_string(p.first) + "-" + std::to_string(p.last) + ".gif";
    return name + "-step-" + std::to_string(p.step) + ".png";
}

std::filesystem::path unused_path(const std::filesystem::path& path) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) return path;
    const std::string stem = path.stem().string();
    const std::string ext = path.extension().string();
    for (int n = 2; n < 10000; ++n) {
        std::filesystem::path candidate =
            path.parent_path() / (stem + "-" + std::to_string(n) + ext);
        if (!std::filesystem::exists(candidate, ec)) return candidate;
    }
    return path;
}

}  // namespace sudoku::app
