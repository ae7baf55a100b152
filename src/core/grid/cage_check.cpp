#include "core/grid/cage_check.hpp"

#include <algorithm>

#include "core/grid/layout.hpp"

namespace sudoku::core {

namespace {

std::string name_of(Cell c, int n) {
    return "r" + std::to_string(c / n + 1) + "c" + std::to_string(c % n + 1);
}

// The first cell of the cage that cannot be reached from its first cell by steps to a
// side-neighbour inside the cage, or kNoCell.
Cell first_cut_cell(const Cage& cage, int n) {
    std::vector<char> in(static_cast<std::size_t>(n) * n, 0), seen(in.size(), 0);
    for (Cell c : cage.cells)
        in[c] = 1;
    std::vector<Cell> stack{cage.cells.front()};
    seen[cage.cells.front()] = 1;
    while (!stack.empty()) {
        const Cell c = stack.back();
        stack.pop_back();
        const int r = c / n, col = c % n;
        const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        for (int k = 0; k < 4; ++k) {
            const int rr = r + dr[k], cc = col + dc[k];
            if (rr < 0 || rr >= n || cc < 0 || cc >= n) continue;
            const int next = rr * n + cc;
            if (in[next] && !seen[next]) {
                seen[next] = 1;
                stack.push_back(static_cast<Cell>(next));
            }
        }
    }
    for (Cell c : cage.cells)
        if (!seen[c]) return c;
    return kNoCell;
}

std::optional<Error> check_one(const Cage& cage, int index, int n, std::vector<int>& owner) {
    const std::string number = std::to_string(index + 1);
    if (cage.cells.empty()) return coded_error(ErrorCode::CageEmpty, {number});
    for (Cell c : cage.cells)
        if (c < 0 || c >= n * n)
            return coded_error(ErrorCode::CageCellOutside,
                               {number, std::to_string(c), std::to_string(n)});
    const std::string where = name_of(cage.cells.front(), n);
    for (Cell c : cage.cells) {
        if (owner[c] == index)
            return coded_error(ErrorCode::CageCellTwice, {number, where, name_of(c, n)});
        if (owner[c] >= 0)
            return coded_error(ErrorCode::CageOverlap,
                               {name_of(c, n), std::to_string(owner[c] + 1), number, where});
        owner[c] = index;
    }
    const int k = static_cast<int>(cage.cells.size());
    if (k > n)
        return coded_error(ErrorCode::CageTooLarge,
                           {number, where, std::to_string(k), std::to_string(n)});
    if (const Cell cut = first_cut_cell(cage, n); cut != kNoCell)
        return coded_error(ErrorCode::CageNotConnected, {number, where, name_of(cut, n)});
    if (cage.sum < cage_min_sum(k) || cage.sum > cage_max_sum(k, n))
        return coded_error(ErrorCode::CageSumImpossible,
                           {number, where, std::to_string(cage.sum), std::to_string(k),
                            std::to_string(cage_min_sum(k)), std::to_string(cage_max_sum(k, n))});
    return std::nullopt;
}

}  // namespace

std::optional<Error> check_cages(const LayoutSpec& spec) {
    const int n = spec.size;
    std::vector<int> owner(static_cast<std::size_t>(n) * n, -1);
    for (int i = 0; i < static_cast<int>(spec.cages.size()); ++i)
        if (auto bad = check_one(spec.cages[i], i, n, owner)) return bad;
    return std::nullopt;
}

void sort_cage_cells(std::vector<Cage>& cages) {
    for (Cage& cage : cages)
        std::sort(cage.cells.begin(), cage.cells.end());
}

}  // namespace sudoku::core
