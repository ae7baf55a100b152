#include "frame_queries.hpp"

#include <doctest/doctest.h>

#include <fstream>

#include "layout_checks.hpp"

namespace sudoku::test {

std::string lesson_line(std::string_view file_name) {
    std::ifstream in(std::string(SUDOKU_ASSETS "/puzzles/") + std::string(file_name));
    std::string line;
    while (std::getline(in, line))
        if (!line.empty() && line[0] != '#') return line;
    FAIL("no puzzle line in " << file_name);
    return {};
}

std::string layout_defects(const FrameHarness& h, int width, int height) {
    std::string out;
    for (const Finding& f :
         check_frame(h.last(), static_cast<float>(width), static_cast<float>(height)))
        out += f.key + " [" + f.detail + "]\n";
    return out;
}

}  // namespace sudoku::test
