#include "core/text/grid_text.hpp"

#include <algorithm>

#include "core/grid/symbols.hpp"
#include "core/text/puzzle_line.hpp"

namespace sudoku::core {

namespace {

bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

bool is_digits(std::string_view s) {
    return !s.empty() &&
           std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// One meaningful line read both ways: symbol by symbol, and as blank-separated tokens.
struct RowText {
    int line = 0;
    std::string_view symbols_text;  // the line, for symbol reading
    int symbol_count = 0;           // characters other than blanks and '|'
    std::vector<int> bars;          // symbols before each '|'
    std::vector<int> token_bars;    // tokens before each '|'
    std::vector<std::string_view> tokens;
};

RowText read_row(const TextLine& line) {
    RowText row;
    row.line = line.number;
    row.symbols_text = line.text;
    const std::string_view s = line.text;
    std::size_t i = 0;
    while (i < s.size()) {
        if (is_blank(s[i])) {
            ++i;
            continue;
        }
        if (s[i] == '|') {
            row.bars.push_back(row.symbol_count);
            row.token_bars.push_back(static_cast<int>(row.tokens.size()));
            ++i;
            continue;
        }
        const std::size_t start = i;
        while (i < s.size() && !is_blank(s[i]) && s[i] != '|') {
            ++row.symbol_count;
            ++i;
        }
        row.tokens.push_back(s.substr(start, i - start));
    }
    return row;
}

int token_count(const RowText& row) {
    return static_cast<int>(row.tokens.size());
}

// The meaningful rows of a grid text and, for each separator line, how many rows precede it.
struct GridText {
    std::vector<RowText> rows;
    std::vector<int> separators;
    bool any_bar = false;
};

GridText read_grid_text(std::string_view text, int first_line) {
    GridText grid;
    for (const TextLine& line : split_lines(text, first_line)) {
        if (is_skippable_line(line.text)) continue;
        if (is_grid_separator_line(line.text)) {
            grid.separators.push_back(static_cast<int>(grid.rows.size()));
            continue;
        }
        grid.rows.push_back(read_row(line));
        grid.any_bar = grid.any_bar || !grid.rows.back().bars.empty();
    }
    return grid;
}

template <class CountFn>
int rows_with(const GridText& grid, int count, CountFn cells) {
    return static_cast<int>(std::count_if(grid.rows.begin(), grid.rows.end(),
                                          [&](const RowText& r) { return cells(r) == count; }));
}

// The box shape the '|' and separator lines mark, when they mark one consistently; else {0,0}.
BoxShape marked_box_shape(const GridText& grid, int n, bool by_symbols) {
    if (!grid.any_bar || grid.separators.empty()) return {};
    const auto bars = [by_symbols](const RowText& r) -> const std::vector<int>& {
        return by_symbols ? r.bars : r.token_bars;
    };
    const int cols = bars(grid.rows.front()).empty() ? 0 : bars(grid.rows.front()).front();
    const int rows = grid.separators.front();
    if (cols < 1 || rows < 1 || rows * cols != n) return {};
    for (const RowText& row : grid.rows) {
        const std::vector<int>& marks = bars(row);
        if (static_cast<int>(marks.size()) != n / cols - 1) return {};
        for (std::size_t k = 0; k < marks.size(); ++k)
            if (marks[k] != cols * static_cast<int>(k + 1)) return {};
    }
    if (static_cast<int>(grid.separators.size()) != n / rows - 1) return {};
    for (std::size_t k = 0; k < grid.separators.size(); ++k)
        if (grid.separators[k] != rows * static_cast<int>(k + 1)) return {};
    return BoxShape{rows, cols};
}

Error unknown_symbol(int row, int col, std::string_view what) {
    std::string shown;
    if (what.size() == 1) {
        shown = describe_char(what.front());
    } else {
        shown = "'";
        for (char c : what.substr(0, 20))
            shown += (static_cast<unsigned char>(c) >= 0x20 && static_cast<unsigned char>(c) < 0x7f)
                         ? c
                         : '?';
        shown += what.size() > 20 ? "...'" : "'";
    }
    return coded_error(ErrorCode::GridUnknownSymbol,
                       {std::to_string(row + 1), std::to_string(col + 1), shown});
}

}  // namespace

bool is_grid_separator_line(std::string_view line) {
    bool mark = false;
    for (char c : line) {
        if (c == '-' || c == '=' || c == '+') {
            mark = true;
        } else if (c != '|' && !is_blank(c)) {
            return false;
        }
    }
    return mark;
}

bool looks_like_grid(std::string_view text) {
    const GridText grid = read_grid_text(text, 1);
    if (grid.rows.empty()) return false;
    if (grid.any_bar || !grid.separators.empty()) return true;
    const int n = static_cast<int>(grid.rows.size());
    if (n < kMinSize || n > kMaxSize) return false;
    const bool by_symbols =
        rows_with(grid, n, [](const RowText& r) { return r.symbol_count; }) == n;
    const bool by_tokens = rows_with(grid, n, token_count) == n;
    if (!by_symbols && !by_tokens) return false;
    // Short puzzle lines (4x4 has 16 symbols) could fill 16 rows of 16: they stay puzzle lines.
    return !std::all_of(grid.rows.begin(), grid.rows.end(),
                        [](const RowText& r) { return parse_puzzle_line(r.symbols_text).ok(); });
}

TextPuzzle parse_grid(std::string_view text, int first_line, bool collect_out_of_range) {
    const GridText grid = read_grid_text(text, first_line);
    if (grid.rows.empty()) return {first_line, coded_error(ErrorCode::NoGridRows)};
    const int n = static_cast<int>(grid.rows.size());
    const auto symbols = [](const RowText& r) { return r.symbol_count; };

    // Read symbol by symbol unless more rows fit as space-separated numbers ("10 11 0 ...").
    const int fit_symbols = rows_with(grid, n, symbols);
    const int fit_tokens = rows_with(grid, n, token_count);
    const bool by_symbols = fit_symbols >= fit_tokens;
    const auto cells = [&](const RowText& r) {
        return by_symbols ? r.symbol_count : token_count(r);
    };

    std::vector<int> row_cells, row_lines;
    for (const RowText& row : grid.rows) {
        row_cells.push_back(cells(row));
        row_lines.push_back(row.line);
    }
    if (auto wrong = check_square(row_cells, row_lines, RowsKind::Grid)) return *wrong;
    if (n < kMinSize || n > kMaxSize) return {grid.rows.front().line, grid_size_unsupported(n)};

    std::vector<int> values;
    values.reserve(static_cast<std::size_t>(n) * n);
    for (int r = 0; r < n; ++r) {
        const RowText& row = grid.rows[r];
        int col = 0;
        const auto fail = [&](Error e) { return TextPuzzle{row.line, std::move(e)}; };
        if (by_symbols) {
            for (char c : row.symbols_text) {
                if (is_blank(c) || c == '|') continue;
                const auto v = symbol_value(c);
                if (!v) return fail(unknown_symbol(r, col, std::string_view(&c, 1)));
                if (c == '0' && n > 9)
                    return fail(coded_error(
                        ErrorCode::GridZeroOnLargeBoard,
                        {std::to_string(r + 1), std::to_string(col + 1), std::to_string(n)}));
                values.push_back(*v);
                ++col;
            }
        } else {
            for (std::string_view token : row.tokens) {
                if (is_digits(token)) {
                    // More than two digits is out of range anyway; cap to avoid overflow.
                    values.push_back(token.size() > 3 ? 999 : std::stoi(std::string(token)));
                } else {
                    const auto v = token.size() == 1 ? symbol_value(token.front()) : std::nullopt;
                    if (!v) return fail(unknown_symbol(r, col, token));
                    values.push_back(*v);
                }
                ++col;
            }
        }
    }
    return board_from_values(n, values, row_lines, marked_box_shape(grid, n, by_symbols),
                             collect_out_of_range);
}

std::string format_pretty(const Board& board) {
    const Layout& layout = board.layout();
    const int n = layout.size();
    const bool jigsaw = layout.is_jigsaw();
    const BoxShape box = layout.box_shape();
    const int bands_across = jigsaw ? 1 : n / box.cols;
    // A row line has n symbols, n-1 spaces and "| " per inner box border: 2*(n+bands)-3 chars,
    // exactly the length of a dash line of n+bands-1 dashes separated by spaces.
    std::string dashes;
    for (int k = 0; k < n + bands_across - 1; ++k)
        dashes += k == 0 ? "-" : " -";
    dashes += '\n';

    std::string out;
    for (int r = 0; r < n; ++r) {
        if (!jigsaw && r > 0 && r % box.rows == 0) out += dashes;
        for (int c = 0; c < n; ++c) {
            if (c > 0) out += ' ';
            if (!jigsaw && c > 0 && c % box.cols == 0) out += "| ";
            const Digit d = board.at(r, c);
            out += (d == kEmpty && n <= 9) ? '0' : digit_symbol(d);
        }
        out += '\n';
    }
    return out;
}

}  // namespace sudoku::core
