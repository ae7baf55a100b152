// Evil puzzles from a seed list (core/generate/evil_seeds.hpp), for the shapes where carving
// rarely or slowly yields one the grader cannot solve (9x9, 10x10, 12x12 classic; 10x10 and
// 12x12 lists serve the transposed box shapes too): a seed is
// disguised by random transformations valid for its box shape; the generator re-checks each
// (unique, grade exactly Evil) and walks away from it before use.
#pragma once

#include <vector>

#include "core/generate/evil_seeds.hpp"
#include "core/grid/grid_transform.hpp"

namespace sudoku::core {

class EvilSeedPool {
  public:
    // The seed list for the layout: same size and box shape (or its transpose), no extra units;
    // nullptr if none.
    [[nodiscard]] static const EvilSeedList* list_for(const Layout& layout);
    [[nodiscard]] static bool fits(const Layout& layout) { return list_for(layout) != nullptr; }

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
