#include "core/logic/logic_support.hpp"

#include <algorithm>

#include "core/grid/symbols.hpp"

namespace sudoku::core::logic_support {

std::string join_and(std::span<const std::string> words, const char* last) {
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0) out += (i + 1 == words.size()) ? last : ", ";
        out += words[i];
    }
    return out;
}

std::string digit_list(Mask digits, const char* last) {
    std::vector<std::string> words;
    for (Mask m = digits; m; m &= m - 1)
        words.emplace_back(1, digit_symbol(mask_first(m)));
    return join_and(words, last);
}

std::string digit_options(Mask digits) {
    std::string out;
    for (Mask m = digits; m; m &= m - 1) {
        if (!out.empty()) out += '/';
        out += digit_symbol(mask_first(m));
    }
    return out;
}

std::string unit_phrase(const Layout& layout, int unit) {
    const UnitKind kind = layout.units()[unit].kind;
    const bool diagonal = kind == UnitKind::Diagonal || kind == UnitKind::AntiDiagonal;
    return (diagonal ? "the " : "") + layout.unit_name(unit);
}

std::string cell_list(const Layout& layout, std::span<const Cell> cells) {
    std::vector<std::string> words;
    words.reserve(cells.size());
    for (Cell c : cells)
        words.push_back(layout.cell_name(c));
    return join_and(words);
}

std::vector<Digit> digits_of(Mask digits) {
    std::vector<Digit> out;
    for (Mask m = digits; m; m &= m - 1)
        out.push_back(mask_first(m));
    return out;
}

std::vector<Cell> cells_of(std::span<const std::pair<Cell, Digit>> pairs) {
    std::vector<Cell> out;
    for (const auto& [c, d] : pairs)
        out.push_back(c);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

}  // namespace sudoku::core::logic_support
