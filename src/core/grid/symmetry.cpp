#include "core/grid/symmetry.hpp"

#include <array>

namespace sudoku::core {

namespace {
constexpr std::array<const char*, 4> kNames = {"none", "rotate180", "mirror", "diagonal"};
}

const char* symmetry_name(Symmetry s) {
    return kNames[static_cast<std::size_t>(s)];
}

Error symmetry_phrase(Symmetry s) {
    constexpr std::array<ErrorCode, 4> kCodes = {
        ErrorCode::SymmetryNone, ErrorCode::SymmetryRotate180, ErrorCode::SymmetryMirror,
        ErrorCode::SymmetryDiagonal};
    return coded_error(kCodes[static_cast<std::size_t>(s)]);
}

std::optional<Symmetry> parse_symmetry(std::string_view name) {
    for (std::size_t i = 0; i < kNames.size(); ++i)
        if (name == kNames[i]) return static_cast<Symmetry>(i);
    return std::nullopt;
}

Cell symmetric_cell(int n, Cell c, Symmetry s) {
    const int r = c / n, col = c % n;
    switch (s) {
        case Symmetry::None:
            return c;
        case Symmetry::Rotate180:
            return static_cast<Cell>((n - 1 - r) * n + (n - 1 - col));
        case Symmetry::Mirror:
            return static_cast<Cell>(r * n + (n - 1 - col));
        case Symmetry::Diagonal:
            return static_cast<Cell>(col * n + r);
    }
    return c;
}

std::vector<std::vector<Cell>> symmetry_orbits(int n, Symmetry s) {
    std::vector<std::vector<Cell>> orbits;
    for (int c = 0; c < n * n; ++c) {
        const Cell cell = static_cast<Cell>(c);
        const Cell mate = symmetric_cell(n, cell, s);
        if (mate < cell) continue;  // already in the orbit of its mate
        if (mate == cell)
            orbits.push_back({cell});
        else
            orbits.push_back({cell, mate});
    }
    return orbits;
}

}  // namespace sudoku::core
