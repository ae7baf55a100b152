// Exact empty-cell requests served from a seed list (core/generate/empty_seeds.hpp) where
// carving gets there slowly (16x16 with 180 empty cells: 1-5 s of CPU, up to tens on 2x8
// boxes): a seed drawn at random, disguised (core/generate/seed_disguise.hpp), proven unique
// again, then walked a few cells away through unique neighbours with the same empty count.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/base/random.hpp"
#include "core/generate/empty_seeds.hpp"
#include "core/generate/generator.hpp"

namespace sudoku::core {

// What is wrong with a seed line, if anything (for tests and the pool, which skips bad lines).
enum class SeedProblem : std::uint8_t {
    None,
    Unreadable,    // not a puzzle line, or its size or region map is not the list's
    WrongShape,    // a jigsaw line in a boxed list, or the other way round
    WrongEmpty,    // not the list's empty count
    NotSymmetric,  // the clues lack 180-degree symmetry
    Conflicting,   // two equal givens share a unit
    NotUnique,     // no solution, several, or not proven within the check's bound
};

class EmptySeedPool {
  public:
    // The list that serves the request, or nullptr: an exact `empty` equal to the list's, no
    // difficulty, not minimal, symmetry none or 180-degree, the list's size and variant (boxes
    // R x C or C x R; no hyper, no fixed region map), seed lists allowed (`seed_pool`).
    [[nodiscard]] static const EmptySeedList* list_for(const GeneratorOptions& o);

    // Reads one line of `list` as a board on the list's shape; `problem` says why not (then
    // the board is empty). With `prove`, uniqueness is proven too (`check_nodes` guesses).
    [[nodiscard]] static std::optional<Board> read_seed(const EmptySeedList& list,
                                                        std::string_view line, bool prove,
                                                        std::uint64_t check_nodes,
                                                        SeedProblem& problem);

    // The pool for the request (its good lines, without the uniqueness proof), or nullopt when
    // no list serves it or none of its lines reads.
    [[nodiscard]] static std::optional<EmptySeedPool> create(const GeneratorOptions& o);

    [[nodiscard]] int size() const { return static_cast<int>(m_seeds.size()); }
    // A random seed in a random disguise on the request's layout (a new map for jigsaw).
    [[nodiscard]] Board draw(Random& rng) const;

  private:
    EmptySeedPool(LayoutPtr target, Symmetry symmetry)
        : m_target(std::move(target)), m_symmetry(symmetry) {}

    LayoutPtr m_target;  // the request's layout (null for jigsaw)
    Symmetry m_symmetry;
    std::vector<Board> m_seeds;  // on the list's layout
};

// A puzzle from the pool: draws (each proven unique again, `check_nodes` guesses per check),
// then the walk. nullopt when no draw proved unique within a few tries (the caller carves).
[[nodiscard]] std::optional<Result<GeneratedPuzzle>> generate_from_empty_seeds(
    const GeneratorOptions& o, const EmptySeedPool& pool, std::uint64_t check_nodes);

}  // namespace sudoku::core
