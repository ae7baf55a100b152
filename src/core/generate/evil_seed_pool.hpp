// Evil puzzles from a seed list (core/generate/evil_seeds.hpp), for the shapes where carving
// rarely or slowly yields one the grader cannot solve (9x9, most boxed shapes from 10x10 up,
// classic and X, jigsaw from 21x21; a list serves the transposed box shape too): a seed is
// disguised by random transformations valid for its box shape (and diagonals); the generator
// re-checks each (unique, grade exactly Evil) and walks away from it before use.
#pragma once

#include <vector>

#include "core/generate/evil_seeds.hpp"
#include "core/grid/grid_transform.hpp"

namespace sudoku::core {

class EvilSeedPool {
  public:
    // The seed list for the layout: same size, box shape (or its transpose) and diagonals, not
    // hyper; a jigsaw layout asks for the jigsaw list of its size (any map); nullptr if none.
    [[nodiscard]] static const EvilSeedList* list_for(const Layout& layout);
    [[nodiscard]] static bool fits(const Layout& layout) { return list_for(layout) != nullptr; }
    // The list for a jigsaw request (each seed brings its own map), or nullptr.
    [[nodiscard]] static const EvilSeedList* jigsaw_list_for(int size, bool diagonals);

    // The seeds usable for a request: those with `empty` empty cells (-1 = any) whose clues
    // have `symmetry` after some re-orientation. Errors when the layout does not fit or no
    // seed qualifies (the message says what the seeds offer).
    [[nodiscard]] static Result<EvilSeedPool> create(const LayoutPtr& layout, Symmetry symmetry,
                                                     int empty);
    // The same for a jigsaw request: the seeds keep their maps, which the disguise moves along.
    [[nodiscard]] static Result<EvilSeedPool> create_jigsaw(int size, bool diagonals,
                                                            Symmetry symmetry, int empty);

    [[nodiscard]] int size() const { return static_cast<int>(m_seeds.size()); }

    // A random seed under a random transformation that keeps the requested symmetry.
    [[nodiscard]] Board draw(Random& rng) const;

  private:
    EvilSeedPool(LayoutPtr layout, Symmetry symmetry)
        : m_layout(std::move(layout)), m_symmetry(symmetry) {}

    // Fills m_seeds from the list (see create); the pool, or why no seed qualifies.
    Result<EvilSeedPool> take_seeds(const EvilSeedList& list, int empty);

    LayoutPtr m_layout;  // null for jigsaw
    Symmetry m_symmetry;
    // Classic: already re-oriented so their clues have m_symmetry; X and jigsaw: as listed.
    std::vector<Board> m_seeds;
};

}  // namespace sudoku::core
