#include "core/text_puzzle.hpp"

#include <algorithm>
#include <map>

namespace sudoku::core {

std::string TextPuzzle::error_text() const {
    if (board.ok()) return {};
    return "line " + std::to_string(line) + ": " + board.message();
}

std::vector<TextLine> split_lines(std::string_view text, int first_line) {
    std::vector<TextLine> lines;
    int number = first_line;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        const bool last = end == std::string_view::npos;
        if (last) end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        // A final newline ends the last line; it does not start an empty one.
        if (!(last && line.empty() && start == text.size() && start != 0))
            lines.push_back({number, line});
        if (last) break;
        start = end + 1;
        ++number;
    }
    return lines;
}

std::optional<TextPuzzle> check_square(const std::vector<int>& row_cells,
                                       const std::vector<int>& row_lines, std::string_view row_name,
                                       std::string_view whole) {
    const int n = static_cast<int>(row_cells.size());
    if (n == 0)
        return TextPuzzle{row_lines.empty() ? 1 : row_lines.front(),
                          Error{std::string(whole) + " has no rows"}};
    int width = n;
    if (std::find(row_cells.begin(), row_cells.end(), n) == row_cells.end()) {
        // No row is as long as the grid is tall: the most common row length is the intended one.
        std::map<int, int> lengths;
        for (int cells : row_cells)
            ++lengths[cells];
        width = std::max_element(lengths.begin(), lengths.end(), [](const auto& a, const auto& b) {
                    return a.second < b.second;
                })->first;
    }
    for (int r = 0; r < n; ++r) {
        if (row_cells[r] != width)
            return TextPuzzle{
                row_lines[r],
                Error{std::string(row_name) + " " + std::to_string(r + 1) + " has " +
                      std::to_string(row_cells[r]) + " cells, expected " + std::to_string(width)}};
    }
    if (width != n)
        return TextPuzzle{
            row_lines.front(),
            Error{std::string(whole) + " has " + std::to_string(n) + " rows of " +
                  std::to_string(width) + " cells; a grid needs as many rows as cells in a row"}};
    return std::nullopt;
}

TextPuzzle board_from_values(int n, const std::vector<int>& values,
                             const std::vector<int>& row_lines, BoxShape box,
                             bool collect_out_of_range) {
    const int first_line = row_lines.empty() ? 0 : row_lines.front();
    if (n < kMinSize || n > kMaxSize)
        return {first_line, Error{"a " + std::to_string(n) + "x" + std::to_string(n) +
                                  " grid is not supported (sizes " + std::to_string(kMinSize) +
                                  ".." + std::to_string(kMaxSize) + ")"}};
    if (box == BoxShape{} && !default_box_shape(n))
        return {first_line, Error{std::to_string(n) + "x" + std::to_string(n) +
                                  " has no rectangular boxes: write it as a puzzle line with "
                                  "regions=..."}};
    auto created = Layout::create(LayoutSpec{.size = n, .box = box});
    if (!created) return {first_line, created.error()};
    const LayoutPtr layout = std::move(created).value();
    std::vector<Digit> cells(values.size());
    std::vector<OutOfRange> out_of_range;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const int v = values[i];
        const auto cell = static_cast<Cell>(i);
        if ((v < 0 || v > n) && collect_out_of_range) {
            out_of_range.push_back({cell, v});
            continue;  // the cell stays empty
        }
        if (v < 0 || v > n) {
            return {row_lines[layout->row_of(cell)],
                    Error{"value " + std::to_string(v) + " at " + layout->cell_name(cell) +
                          " is out of range (1.." + std::to_string(n) + ")"}};
        }
        cells[i] = static_cast<Digit>(v);
    }
    return {first_line, Board(layout, std::move(cells)), std::move(out_of_range)};
}

}  // namespace sudoku::core
