#include "core/text/text_puzzle.hpp"

#include <algorithm>
#include <map>

namespace sudoku::core {

std::optional<Error> TextPuzzle::located_error() const {
    if (board.ok()) return std::nullopt;
    return line_error(line, board.error());
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
                                       const std::vector<int>& row_lines, RowsKind kind) {
    const bool grid = kind == RowsKind::Grid;
    const auto to_s = [](int v) { return std::to_string(v); };
    const int n = static_cast<int>(row_cells.size());
    if (n == 0)
        return TextPuzzle{
            row_lines.empty() ? 1 : row_lines.front(),
            grid ? coded_error(ErrorCode::GridNoRows) : coded_error(ErrorCode::ListNoRows)};
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
                coded_error(grid ? ErrorCode::GridRowLength : ErrorCode::ListRowLength,
                            {to_s(r + 1), to_s(row_cells[r]), to_s(width)})};
    }
    if (width != n)
        return TextPuzzle{row_lines.front(),
                          coded_error(grid ? ErrorCode::GridNotSquare : ErrorCode::ListNotSquare,
                                      {to_s(n), to_s(width)})};
    return std::nullopt;
}

Error grid_size_unsupported(int n) {
    return coded_error(ErrorCode::GridSizeUnsupported,
                       {std::to_string(n), std::to_string(kMinSize), std::to_string(kMaxSize)});
}

TextPuzzle board_from_values(int n, const std::vector<int>& values,
                             const std::vector<int>& row_lines, BoxShape box,
                             bool collect_out_of_range) {
    const int first_line = row_lines.empty() ? 0 : row_lines.front();
    if (n < kMinSize || n > kMaxSize) return {first_line, grid_size_unsupported(n)};
    if (box == BoxShape{} && !default_box_shape(n))
        return {first_line, coded_error(ErrorCode::NoBoxesUseRegions, {std::to_string(n)})};
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
                    coded_error(ErrorCode::ValueOutOfRange,
                                {std::to_string(v), layout->cell_name(cell), std::to_string(n)})};
        }
        cells[i] = static_cast<Digit>(v);
    }
    return {first_line, Board(layout, std::move(cells)), std::move(out_of_range)};
}

}  // namespace sudoku::core
