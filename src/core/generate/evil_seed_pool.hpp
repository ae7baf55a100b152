// Evil puzzles for 9x9 classic: carving almost never yields one the grader cannot solve, so
// known Evil puzzles (core/evil_seeds.hpp) are disguised by random validity-preserving
// transformations; the generator re-checks each (unique, grade exactly Evil) before use.
#pragma once

#include <vector>

#include "core/grid/grid_transform.hpp"

namespace sudoku::core {

class EvilSeedPool {
  public:
    // True for the layouts the seed list fits: 9x9 with 3x3 boxes and no extra units.
    [[nodiscard]] static bool fits(const Layout& layout);

    // The seeds usable for a request: those with `empty` empty cells (-1 = any) whose clues
    // have `symmetry` after some re-orientation. Errors when the layout does not fit or no
    // seed qualifies (the message says what the seeds offer).
    [[nodiscard]] static Result<EvilSeedPool> create(const LayoutPtr& layout, Symmetry symmetry,
                                                     int empty);

    [[nodiscard]] int size() const { return static_cast<int>(m_seeds.size()); }

    // A random seed under a random transformation that keeps the requested symmetry.
    [[nodiscard]] Board draw(Random& rng) const;

  private:
    EvilSeedPool(LayoutPtr layout, Symmetry symmetry)
        : m_layout(std::move(layout)), m_symmetry(symmetry) {}

    LayoutPtr m_layout;
    Symmetry m_symmetry;
    std::vector<Board> m_seeds;  // already re-oriented so their clues have m_symmetry
};

}  // namespace sudoku::core
