#include "core/text/text_formats.hpp"

#include "core/text/grid_text.hpp"
#include "core/text/puzzle_line.hpp"
#include "core/text/python_list.hpp"

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

Error no_puzzle_error() {
    return coded_error(ErrorCode::NoPuzzleInText);
}

ParsedText parse_puzzle_text(std::string_view text, bool collect_out_of_range) {
    ParsedText parsed;
    parsed.format = detect_text_format(text);
    switch (parsed.format) {
        case TextFormat::PythonList:
            parsed.puzzles = parse_python_lists(text, collect_out_of_range);
            break;
        case TextFormat::Grid:
            parsed.puzzles.push_back(parse_grid(text, 1, collect_out_of_range));
            break;
        case TextFormat::PuzzleLines: {
            LayoutReuse reuse;
            for (const TextLine& line : split_lines(text)) {
                if (is_skippable_line(line.text)) continue;
                std::vector<OutOfRange> out_of_range;
                auto board = parse_puzzle_line(
                    line.text, collect_out_of_range ? &out_of_range : nullptr, &reuse);
                parsed.puzzles.push_back({line.number, std::move(board), std::move(out_of_range)});
            }
            break;
        }
    }
    return parsed;
}

}  // namespace sudoku::core
