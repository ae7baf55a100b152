// Simple colouring on one digit: cells joined by conjugate pairs (the only two places for the
// digit in some unit) alternate between true and false, so give them two colours.
// Colour wrap: two cells of one colour see each other, so that colour is false everywhere.
// Colour trap: a cell outside the chain that sees both colours cannot hold the digit.
#include <algorithm>
#include <array>
#include <vector>

#include "core/grid/symbols.hpp"
#include "core/logic/logic_support.hpp"
#include "core/logic/logic_techniques.hpp"

namespace sudoku::core {

namespace {

using logic_support::cell_list;

constexpr int kMaxLinks = 8;  // a cell lies in at most row, column, box, 2 diagonals, window

struct ColourGraph {
    std::vector<std::array<Cell, kMaxLinks>> links;
    std::vector<std::array<int, kMaxLinks>> link_units;
    std::vector<int> link_count;
    std::vector<int> colour;  // -1 = not in a chain yet
};

std::optional<LogicStep> colour_digit(const CandidateGrid& grid, Digit d, ColourGraph& g) {
    const Layout& layout = grid.layout();
    const int cells = grid.cell_count();
    std::fill(g.link_count.begin(), g.link_count.end(), 0);
    std::fill(g.colour.begin(), g.colour.end(), -1);
    for (int u = 0; u < static_cast<int>(layout.units().size()); ++u) {
        Cell pair[2];
        int count = 0;
        for (Cell c : layout.units()[u].cells) {
            if (!grid.has(c, d)) continue;
            if (count < 2) pair[count] = c;
            ++count;
        }
        if (count != 2) continue;
        for (int k = 0; k < 2; ++k) {
            const Cell a = pair[k], b = pair[1 - k];
            g.links[a][g.link_count[a]] = b;
            g.link_units[a][g.link_count[a]++] = u;
        }
    }
    std::vector<Cell> members;
    std::vector<int> units;
    for (int start = 0; start < cells; ++start) {
        if (g.link_count[start] == 0 || g.colour[start] >= 0) continue;
        // Breadth-first colouring of the chain through `start`.
        members.assign(1, static_cast<Cell>(start));
        units.clear();
        g.colour[start] = 0;
        for (std::size_t head = 0; head < members.size(); ++head) {
            const Cell a = members[head];
            for (int k = 0; k < g.link_count[a]; ++k) {
                const Cell b = g.links[a][k];
                if (std::find(units.begin(), units.end(), g.link_units[a][k]) == units.end())
                    units.push_back(g.link_units[a][k]);
                if (g.colour[b] >= 0) continue;
                g.colour[b] = 1 - g.colour[a];
                members.push_back(b);
            }
        }
        std::sort(members.begin(), members.end());
        const std::string digit(1, digit_symbol(d));
        // Colour wrap.
        for (std::size_t i = 0; i < members.size(); ++i) {
            for (std::size_t j = i + 1; j < members.size(); ++j) {
                const Cell a = members[i], b = members[j];
                if (g.colour[a] != g.colour[b] || !grid.sees(a, b)) continue;
                // a and b first: the sentence names them.
                std::vector<Cell> pattern = {a, b};
                for (Cell c : members)
                    if (c != a && c != b) pattern.push_back(c);
                LogicStep step{
                    Technique::SimpleColouring, std::move(pattern), units, {}, {}, {}, {d},
                    StepForm::ColourWrap};
                std::vector<Cell> same;
                for (Cell c : members)
                    if (g.colour[c] == g.colour[a]) {
                        same.push_back(c);
                        step.eliminations.push_back({c, d});
                    }
                step.explanation =
                    "Simple colouring (colour wrap): colouring the conjugate pairs of " + digit +
                    ", " + layout.cell_name(a) + " and " + layout.cell_name(b) +
                    " get the same colour but see each other, so " + digit +
                    " leaves every cell of that colour (" + cell_list(layout, same) + ")";
                return step;
            }
        }
        // Colour trap.
        LogicStep step{Technique::SimpleColouring, members, units, {}, {}, {}, {d},
                       StepForm::ColourTrap};
        for (int i = 0; i < cells; ++i) {
            const auto c = static_cast<Cell>(i);
            if (!grid.has(c, d) || g.colour[c] >= 0) continue;
            bool sees[2] = {false, false};
            for (Cell m : members)
                if (grid.sees(c, m)) sees[g.colour[m]] = true;
            if (sees[0] && sees[1]) step.eliminations.push_back({c, d});
        }
        if (step.eliminations.empty()) continue;
        const auto targets = logic_support::cells_of(step.eliminations);
        step.explanation =
            "Simple colouring (colour trap): the conjugate pairs of " + digit + " through " +
            cell_list(layout, members) + " take two colours, one of which holds " + digit + "; " +
            cell_list(layout, targets) + (targets.size() == 1 ? " sees" : " see") +
            " both colours, so " + digit + " leaves " + (targets.size() == 1 ? "it" : "them");
        return step;
    }
    return std::nullopt;
}

}  // namespace

std::optional<LogicStep> find_simple_colouring(const CandidateGrid& grid) {
    const int cells = grid.cell_count();
    ColourGraph g{std::vector<std::array<Cell, kMaxLinks>>(cells),
                  std::vector<std::array<int, kMaxLinks>>(cells), std::vector<int>(cells, 0),
                  std::vector<int>(cells, -1)};
    for (Digit d = 1; d <= grid.size(); ++d)
        if (auto step = colour_digit(grid, d, g)) return step;
    return std::nullopt;
}

}  // namespace sudoku::core
