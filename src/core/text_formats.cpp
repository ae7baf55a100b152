#include "core/text_formats.hpp"

#include "core/grid_text.hpp"
#include "core/puzzle_line.hpp"
#include "core/python_list.hpp"

namespace sudoku::core {

const char* text_format_name(TextFormat format) {
    switch (format) {
        case TextFormat::PuzzleLines:
            return "puzzle lines";
        case TextFormat::Grid:
            return "grid";
        case TextFormat::PythonList:
            return "python list";
    }
    return "text";
}

TextFormat detect_text_format(std::string_view text) {
    for (const TextLine& line : split_lines(text)) {
        if (is_skippable_line(line.text)) continue;
        if (line.text.find('[') != std::string_view::npos) return TextFormat::PythonList;
    }
    return looks_like_grid(text) ? TextFormat::Grid : TextFormat::PuzzleLines;
}

ParsedText parse_puzzle_text(std::string_view text) {
    ParsedText parsed;
    parsed.format = detect_text_format(text);
    switch (parsed.format) {
        case TextFormat::PythonList:
            parsed.puzzles = parse_python_lists(text);
            break;
        case TextFormat::Grid:
            parsed.puzzles.push_back(parse_grid(text));
            break;
        case TextFormat::PuzzleLines:
            for (const TextLine& line : split_lines(text)) {
                if (is_skippable_line(line.text)) continue;
                parsed.puzzles.push_back({line.number, parse_puzzle_line(line.text)});
            }
            break;
    }
    return parsed;
}

}  // namespace sudoku::core
