#include "core/text/python_list.hpp"

#include <algorithm>
#include <optional>

#include "core/grid/symbols.hpp"

namespace sudoku::core {

namespace {

bool is_digit(char c) {
    return c >= '0' && c <= '9';
}
bool is_name_char(char c) {
    return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

// A located error: where it is and what.
struct Failure {
    int line;
    Error error;
};

struct Row {
    int line = 0;
    std::vector<int> values;
};

class Reader {
  public:
    Reader(std::string_view text, bool collect_out_of_range)
        : m_s(text), m_collect_out_of_range(collect_out_of_range) {}

    std::vector<TextPuzzle> read_all() {
        std::vector<TextPuzzle> out;
        for (;;) {
            skip_space();
            if (at_end()) break;
            const int start_line = m_line;
            std::optional<Failure> value_error;
            std::vector<Row> rows;
            if (auto f = read_assignment(rows, value_error)) {
                out.push_back({f->line, std::move(f->error)});
                break;  // the structure is broken: nothing after it can be trusted
            }
            if (value_error) {
                out.push_back({value_error->line, std::move(value_error->error)});
                continue;
            }
            out.push_back(to_board(rows, start_line));
        }
        if (out.empty()) out.push_back({1, coded_error(ErrorCode::NoListFound)});
        return out;
    }

  private:
    [[nodiscard]] bool at_end() const { return m_i >= m_s.size(); }
    [[nodiscard]] char peek() const { return m_s[m_i]; }

    // Blanks, line breaks and '#' comments.
    void skip_space() {
        while (!at_end()) {
            const char c = peek();
            if (c == '\n') {
                ++m_line;
            } else if (c == '#') {
                while (!at_end() && peek() != '\n')
                    ++m_i;
                continue;
            } else if (c != ' ' && c != '\t' && c != '\r' && c != '\v' && c != '\f') {
                return;
            }
            ++m_i;
        }
    }

    // What stands where something else was expected: a character, or the end of the text.
    [[nodiscard]] Error found() const {
        if (at_end()) return coded_error(ErrorCode::EndOfText);
        return coded_error(ErrorCode::Verbatim, {describe_char(peek())});
    }

    Failure unclosed(int open_line) const {
        return {m_line, coded_error(ErrorCode::UnclosedBracket, {std::to_string(open_line)})};
    }

    // [name =] [[...], ...] [;]
    std::optional<Failure> read_assignment(std::vector<Row>& rows,
                                           std::optional<Failure>& value_error) {
        if (is_name_char(peek()) && !is_digit(peek())) {
            const std::size_t start = m_i;
            while (!at_end() && (is_name_char(peek()) || peek() == '.'))
                ++m_i;
            const std::string name(m_s.substr(start, std::min<std::size_t>(m_i - start, 40)));
            skip_space();
            if (at_end() || peek() != '=')
                return Failure{m_line, coded_error(ErrorCode::ExpectedEquals, {name}, {found()})};
            ++m_i;
            skip_space();
        }
        if (at_end() || peek() != '[') {
            if (!at_end() && peek() == ']')
                return Failure{m_line, coded_error(ErrorCode::ClosesNothing)};
            return Failure{m_line, coded_error(ErrorCode::ExpectedListStart, {}, {found()})};
        }
        const int open_line = m_line;
        ++m_i;
        for (;;) {
            skip_space();
            if (at_end()) return unclosed(open_line);
            if (peek() == ']') {
                ++m_i;
                break;
            }
            if (peek() != '[')
                return Failure{
                    m_line, coded_error(ErrorCode::ExpectedRowStart,
                                        {std::to_string(static_cast<long long>(rows.size() + 1))},
                                        {found()})};
            rows.push_back({m_line, {}});
            if (auto f = read_row(rows.back(), static_cast<int>(rows.size()), value_error))
                return f;
            skip_space();
            if (at_end()) return unclosed(open_line);
            if (peek() == ',') {
                ++m_i;
            } else if (peek() != ']') {
                return Failure{
                    m_line,
                    coded_error(ErrorCode::ExpectedCommaAfterRow,
                                {std::to_string(static_cast<long long>(rows.size()))}, {found()})};
            }
        }
        skip_space();
        if (!at_end() && peek() == ';') ++m_i;
        return std::nullopt;
    }

    std::optional<Failure> read_row(Row& row, int row_number, std::optional<Failure>& value_error) {
        const int open_line = m_line;
        ++m_i;  // '['
        const std::string row_text = std::to_string(row_number);
        for (;;) {
            skip_space();
            if (at_end()) return unclosed(open_line);
            if (peek() == ']') {
                ++m_i;
                return std::nullopt;
            }
            const std::vector<std::string> item = {
                row_text, std::to_string(static_cast<long long>(row.values.size() + 1))};
            if (peek() == '[') return Failure{m_line, coded_error(ErrorCode::NestedTooDeep, item)};
            const int line = m_line;
            auto cell = read_cell(item);
            if (!cell) return Failure{line, cell.error()};
            if (cell->problem && !value_error) value_error = Failure{line, *cell->problem};
            row.values.push_back(cell->value);
            skip_space();
            if (at_end()) return unclosed(open_line);
            if (peek() == ',') {
                ++m_i;
            } else if (peek() != ']') {
                return Failure{m_line,
                               coded_error(ErrorCode::ExpectedCommaAfterItem, item, {found()})};
            }
        }
    }

    // A cell read from the list; `problem` is an error that spoils this list only.
    struct CellText {
        int value = 0;
        std::optional<Error> problem;
    };

    // Reads one cell. An error result is structural (reading cannot go on). `item` holds the
    // row and item numbers, for errors.
    Result<CellText> read_cell(const std::vector<std::string>& item) {
        const char c = peek();
        if (c == '\'' || c == '"') {
            const std::size_t start = ++m_i;
            while (!at_end() && peek() != c && peek() != '\n')
                ++m_i;
            if (at_end() || peek() != c) return coded_error(ErrorCode::StringNotClosed, item);
            const std::string_view content = m_s.substr(start, m_i - start);
            ++m_i;
            if (!content.empty() && std::all_of(content.begin(), content.end(), is_digit))
                return CellText{content.size() > 3 ? 999 : std::stoi(std::string(content)), {}};
            if (content.size() == 1) {
                if (auto v = symbol_value(content.front())) return CellText{*v, {}};
            }
            std::string shown(content.substr(0, 20));
            for (char& ch : shown)
                if (static_cast<unsigned char>(ch) < 0x20 || static_cast<unsigned char>(ch) >= 0x7f)
                    ch = '?';
            if (content.size() > 20) shown += "...";
            std::vector<std::string> args = item;
            args.push_back(shown);
            return CellText{0, coded_error(ErrorCode::ListUnknownSymbol, std::move(args))};
        }
        if (is_digit(c) || c == '-') {
            const bool negative = c == '-';
            if (negative) ++m_i;
            const std::size_t start = m_i;
            while (!at_end() && is_digit(peek()))
                ++m_i;
            const std::string_view digits = m_s.substr(start, m_i - start);
            if (digits.empty() || (!at_end() && is_name_char(peek())))
                return coded_error(ErrorCode::ExpectedNumber, item, {found()});
            // More than three digits is out of range anyway; cap to avoid overflow.
            const int v = digits.size() > 3 ? 999 : std::stoi(std::string(digits));
            return CellText{negative ? -v : v, {}};
        }
        return coded_error(ErrorCode::ExpectedNumberOrSymbol, item, {found()});
    }

    TextPuzzle to_board(const std::vector<Row>& rows, int start_line) const {
        const int n = static_cast<int>(rows.size());
        std::vector<int> row_cells, row_lines;
        for (const Row& row : rows) {
            row_cells.push_back(static_cast<int>(row.values.size()));
            row_lines.push_back(row.line);
        }
        if (rows.empty()) row_lines.push_back(start_line);
        if (auto wrong = check_square(row_cells, row_lines, RowsKind::List)) return *wrong;
        std::vector<int> values;
        for (const Row& row : rows)
            values.insert(values.end(), row.values.begin(), row.values.end());
        TextPuzzle puzzle = board_from_values(n, values, row_lines, {}, m_collect_out_of_range);
        if (puzzle.board.ok()) puzzle.line = start_line;
        return puzzle;
    }

    std::string_view m_s;
    std::size_t m_i = 0;
    int m_line = 1;
    bool m_collect_out_of_range = false;
};

}  // namespace

std::vector<TextPuzzle> parse_python_lists(std::string_view text, bool collect_out_of_range) {
    return Reader(text, collect_out_of_range).read_all();
}

}  // namespace sudoku::core
