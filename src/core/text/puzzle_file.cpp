#include "core/text/puzzle_file.hpp"

#include "core/text/puzzle_line.hpp"

namespace sudoku::core {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

}  // namespace

PuzzleFile read_puzzle_file(std::string_view text) {
    PuzzleFile file;
    for (const TextLine& line : split_lines(text)) {
        const std::string_view content = trim(line.text);
        if (content.empty() && file.description.empty()) continue;
        if (content.empty() || content.front() != '#') break;  // the comment block has ended
        const std::string_view words = trim(content.substr(1));
        if (words.empty()) continue;
        if (!file.description.empty()) file.description += ' ';
        file.description += words;
    }
    file.parsed = parse_puzzle_text(text);
    return file;
}

}  // namespace sudoku::core
