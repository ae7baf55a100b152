#include "app/lab/set_file.hpp"

#include "io/display_path.hpp"
#include "io/regular_file.hpp"

namespace sudoku::app {

core::Result<std::vector<core::SetPuzzle>> read_set_file(const std::string& path) {
    auto text = io::read_regular_file(path, kMaxSetFileBytes);
    if (!text) return core::Error(text.error());
    auto set = core::puzzle_set_from_text(*text);
    if (!set) return core::prefixed_error(io::display_path(path), set.error());
    return set;
}

}  // namespace sudoku::app
