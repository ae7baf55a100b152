#include "core/text/cage_text.hpp"

#include <charconv>

namespace sudoku::core {

namespace {

// At most 20 characters of a bad piece, so an error stays one short line.
// The first 20 bytes of an input piece for a message, control and binary bytes as '?' (a message
// is one printable line, whatever the file held).
std::string shown(std::string_view piece) {
    std::string out(piece.substr(0, 20));
    for (char& c : out)
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) c = '?';
    return out + (piece.size() > 20 ? "..." : "");
}

// A whole decimal number (no sign, no trailing characters), or -1.
int whole_number(std::string_view text) {
    int value = -1;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || r.ec != std::errc{} || r.ptr != text.data() + text.size()) return -1;
    return value;
}

// "r3c12" on an n x n board, or kNoCell.
Cell parse_cell(std::string_view text, int n) {
    if (text.size() < 4 || (text[0] != 'r' && text[0] != 'R')) return kNoCell;
    const auto c = text.find_first_of("cC", 1);
    if (c == std::string_view::npos) return kNoCell;
    const int row = whole_number(text.substr(1, c - 1));
    const int col = whole_number(text.substr(c + 1));
    if (row < 1 || row > n || col < 1 || col > n) return kNoCell;
    return static_cast<Cell>((row - 1) * n + (col - 1));
}

}  // namespace

Result<Cage> parse_cage_option(std::string_view text, int n, int column) {
    const auto at = [column](Error inner) {
        return coded_error(ErrorCode::CageTokenAt, {std::to_string(column)}, {std::move(inner)});
    };
    const auto colon = text.find(':');
    if (colon == std::string_view::npos)
        return at(coded_error(ErrorCode::CageNoSum, {shown(text)}));
    Cage cage;
    cage.sum = whole_number(text.substr(0, colon));
    if (cage.sum < 1) return at(coded_error(ErrorCode::CageBadSum, {shown(text.substr(0, colon))}));
    std::string_view rest = text.substr(colon + 1);
    int offset = static_cast<int>(colon) + 1;  // of `rest` within the option's text
    for (;;) {
        const auto comma = rest.find(',');
        const std::string_view piece = rest.substr(0, comma);
        const Cell cell = parse_cell(piece, n);
        if (cell == kNoCell)
            return coded_error(
                ErrorCode::CageTokenAt, {std::to_string(column + 5 + offset)},
                {coded_error(ErrorCode::CageBadCell, {shown(piece), std::to_string(n)})});
        cage.cells.push_back(cell);
        if (comma == std::string_view::npos) break;
        rest = rest.substr(comma + 1);
        offset += static_cast<int>(comma) + 1;
    }
    return cage;
}

std::string format_cage_options(const Layout& layout) {
    std::string out;
    for (const Cage& cage : layout.cages()) {
        out += " cage=" + std::to_string(cage.sum) + ":";
        for (std::size_t i = 0; i < cage.cells.size(); ++i)
            out += (i == 0 ? "" : ",") + layout.cell_name(cage.cells[i]);
    }
    return out;
}

}  // namespace sudoku::core
