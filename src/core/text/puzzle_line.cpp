#include "core/text/puzzle_line.hpp"

#include <charconv>
#include <cmath>
#include <map>
#include <vector>

#include "core/grid/symbols.hpp"
#include "core/text/cage_text.hpp"

namespace sudoku::core {

namespace {

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

std::vector<std::string_view> split_tokens(std::string_view s) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && is_space(s[i]))
            ++i;
        const std::size_t start = i;
        while (i < s.size() && !is_space(s[i]))
            ++i;
        if (i > start) out.push_back(s.substr(start, i - start));
    }
    return out;
}

// An input token as error messages show it: at most 40 characters, control and binary bytes
// escaped as \xNN, so a bad line from anywhere still gives one short printable error line.
std::string shown_token(std::string_view token) {
    constexpr std::size_t kMaxShown = 40;
    std::string out;
    for (char c : token.substr(0, kMaxShown)) {
        const auto u = static_cast<unsigned char>(c);
        out += (u > 0x20 && u < 0x7f) ? std::string(1, c) : describe_char(c);
    }
    if (token.size() > kMaxShown) out += "...";
    return out;
}

// A grid length that is not N*N for a supported N: name the nearest supported sizes.
Error bad_length(std::size_t len) {
    std::vector<std::string> args = {std::to_string(static_cast<long long>(len)),
                                     std::to_string(kMinSize), std::to_string(kMaxSize)};
    const int root = static_cast<int>(std::sqrt(static_cast<double>(len)));
    for (int n : {root, root + 1}) {
        if (n < kMinSize || n > kMaxSize) continue;
        args.push_back(std::to_string(n * n));
        args.push_back(std::to_string(n));
    }
    switch (args.size()) {
        case 5:
            return coded_error(ErrorCode::LineLengthNearOne, args);
        case 7:
            return coded_error(ErrorCode::LineLengthNearTwo, args);
        default:
            return coded_error(ErrorCode::LineLength, args);
    }
}

Error bad_box(std::string_view text) {
    return coded_error(ErrorCode::BadBoxOption, {shown_token(text)});
}

Result<BoxShape> parse_box(std::string_view text) {
    const auto x = text.find_first_of("xX");
    if (x == std::string_view::npos) return bad_box(text);
    int rows = 0, cols = 0;
    const auto r1 = std::from_chars(text.data(), text.data() + x, rows);
    const auto r2 = std::from_chars(text.data() + x + 1, text.data() + text.size(), cols);
    if (r1.ec != std::errc{} || r1.ptr != text.data() + x || r2.ec != std::errc{} ||
        r2.ptr != text.data() + text.size() || rows < 1 || cols < 1 || rows > kMaxSize ||
        cols > kMaxSize)
        return bad_box(text);
    return BoxShape{rows, cols};
}

// Region ids are any N distinct letters or digits; each distinct character is one piece,
// numbered in order of first appearance.
Result<std::vector<int>> parse_regions(std::string_view text, int n) {
    if (static_cast<int>(text.size()) != n * n)
        return coded_error(
            ErrorCode::RegionsCount,
            {std::to_string(static_cast<long long>(text.size())), std::to_string(n * n)});
    std::map<char, int> ids;
    std::vector<int> out(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const bool alnum =
            (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
        if (!alnum)
            return coded_error(ErrorCode::RegionsBadId,
                               {std::to_string(static_cast<long long>(i + 1)), describe_char(c)});
        auto [it, inserted] = ids.emplace(c, static_cast<int>(ids.size()));
        if (inserted && static_cast<int>(ids.size()) > n)
            return coded_error(
                ErrorCode::RegionsTooMany,
                {std::to_string(n), describe_char(c), std::to_string(static_cast<long long>(i + 1)),
                 std::to_string(static_cast<long long>(ids.size()))});
        out[i] = it->second;
    }
    if (static_cast<int>(ids.size()) != n)
        return coded_error(ErrorCode::RegionsTooFew,
                           {std::to_string(static_cast<long long>(ids.size())), std::to_string(n)});
    // When the ids are exactly the symbols 1..N (what format_puzzle_line writes), number the
    // pieces by their ids, so an error about "region 5" means the piece written as 5.
    bool symbol_ids = true;
    for (const auto& [c, index] : ids) {
        const auto v = symbol_value(c);
        symbol_ids = symbol_ids && v && *v >= 1 && *v <= n && c != '0';
    }
    if (symbol_ids)
        for (std::size_t i = 0; i < text.size(); ++i)
            out[i] = *symbol_value(text[i]) - 1;
    return out;
}

}  // namespace

Error unknown_symbol_at(int index, char symbol) {
    return coded_error(ErrorCode::LineUnknownSymbol,
                       {std::to_string(index + 1), describe_char(symbol)});
}

bool is_skippable_line(std::string_view line) {
    for (char c : line) {
        if (is_space(c)) continue;
        return c == '#';
    }
    return true;
}

Result<Board> parse_puzzle_line(std::string_view line, std::vector<OutOfRange>* out_of_range,
                                LayoutReuse* reuse) {
    const auto tokens = split_tokens(line);
    if (tokens.empty()) return coded_error(ErrorCode::EmptyPuzzleLine);
    const std::string_view grid = tokens.front();

    std::vector<int> values(grid.size());
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const auto v = symbol_value(grid[i]);
        if (!v) return unknown_symbol_at(static_cast<int>(i), grid[i]);
        values[i] = *v;
    }
    const int n = static_cast<int>(std::lround(std::sqrt(static_cast<double>(grid.size()))));
    if (n * n != static_cast<int>(grid.size()) || n < kMinSize || n > kMaxSize)
        return bad_length(grid.size());

    LayoutSpec spec{.size = n};
    for (std::size_t t = 1; t < tokens.size(); ++t) {
        const std::string_view tok = tokens[t];
        if (tok == "x" || tok == "X") {
            spec.diagonals = true;
        } else if (tok == "hyper") {
            spec.hyper = true;
        } else if (tok.starts_with("box=")) {
            auto box = parse_box(tok.substr(4));
            if (!box) return box.error();
            spec.box = *box;
        } else if (tok.starts_with("regions=")) {
            auto regions = parse_regions(tok.substr(8), n);
            if (!regions) return regions.error();
            spec.regions = std::move(regions).value();
        } else if (tok.starts_with("cage=")) {
            const int column = static_cast<int>(tok.data() - line.data()) + 1;
            auto cage = parse_cage_option(tok.substr(5), n, column);
            if (!cage) return cage.error();
            spec.cages.push_back(std::move(cage).value());
        } else {
            return coded_error(ErrorCode::UnknownOption, {shown_token(tok)});
        }
    }
    LayoutPtr layout;
    if (reuse != nullptr && reuse->layout && reuse->spec == spec) {
        layout = reuse->layout;
    } else {
        LayoutSpec asked = spec;
        auto made = Layout::create(std::move(spec));
        if (!made) return made.error();
        layout = std::move(made).value();
        if (reuse != nullptr) *reuse = {std::move(asked), layout};
    }

    std::vector<Digit> cells(values.size());
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (grid[i] == '0' && n > 9)
            return coded_error(ErrorCode::LineZeroOnLargeBoard,
                               {std::to_string(static_cast<long long>(i + 1)), std::to_string(n)});
        if (values[i] > n && out_of_range != nullptr) {
            out_of_range->push_back({static_cast<Cell>(i), values[i]});
            values[i] = 0;
        } else if (values[i] > n) {
            return coded_error(ErrorCode::LineValueOutOfRange,
                               {std::string(1, grid[i]), std::to_string(values[i]),
                                layout->cell_name(static_cast<Cell>(i)), std::to_string(n)});
        }
        cells[i] = static_cast<Digit>(values[i]);
    }
    return Board(std::move(layout), std::move(cells));
}

std::string format_puzzle_line(const Board& board) {
    const Layout& layout = board.layout();
    std::string out;
    out.reserve(board.cell_count() + 16);
    for (Digit d : board.cells())
        out += digit_symbol(d);
    const LayoutSpec& spec = layout.spec();
    if (!layout.is_jigsaw() && default_box_shape(spec.size) != spec.box)
        out += " box=" + std::to_string(spec.box.rows) + "x" + std::to_string(spec.box.cols);
    if (spec.diagonals) out += " x";
    if (spec.hyper) out += " hyper";
    if (layout.is_jigsaw()) {
        out += " regions=";
        for (int id : spec.regions)
            out += digit_symbol(static_cast<Digit>(id + 1));
    }
    out += format_cage_options(layout);
    return out;
}

}  // namespace sudoku::core
