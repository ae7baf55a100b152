#include "core/logic/practice.hpp"

#include <array>
#include <vector>

#include "core/base/check_point.hpp"
#include "core/generate/generator.hpp"
#include "core/logic/logic_solver.hpp"
#include "core/logic/logic_techniques.hpp"

namespace sudoku::core {

namespace {

// Up to eight seeds per technique, in Technique order (from a scan of seeds 1..40000).
const std::array<std::vector<std::uint64_t>, kTechniqueCount> kSeeds{{
    {1, 2, 3, 4, 5, 6, 7, 8},                                // naked-single
    {1, 2, 3, 4, 5, 6, 7, 8},                                // hidden-single
    {1, 2, 4, 9, 15, 16, 17, 18},                            // pointing
    {1, 4, 12, 17, 22, 23, 26, 33},                          // claiming
    {1, 2, 9, 12, 15, 18, 20, 21},                           // naked-pair
    {1, 4, 9, 12, 17, 21, 26, 30},                           // hidden-pair
    {75, 109, 144, 153, 156, 185, 194, 205},                 // naked-triple
    {153, 182, 225, 239, 342, 406, 545, 595},                // hidden-triple
    {388, 893, 2158, 2358, 2375, 2662, 2933, 3921},          // naked-quad
    {691, 2377, 3316, 9356, 17505, 26011},                   // hidden-quad
    {52, 58, 75, 81, 83, 89, 95, 109},                       // x-wing
    {4, 22, 30, 48, 51, 52, 53, 58},                         // xy-wing
    {276, 296, 403, 489, 541, 577, 640, 864},                // swordfish
    {12, 21, 48, 75, 82, 83, 106, 122},                      // xyz-wing
    {1, 9, 12, 30, 51, 54, 58, 64},                          // simple-colouring
    {1522, 9823, 10322, 13932, 14191, 16517, 18395, 19148},  // jellyfish
    {4, 9, 17, 20, 21, 22, 26, 30},                          // forcing-chain
    {1, 4, 9, 17, 18, 20, 21, 22},                           // nishio
}};

// The puzzles practice draws from: fast to make (no grade asked), with every technique.
GeneratorOptions practice_options(std::uint64_t seed) {
    GeneratorOptions o;
    o.layout.size = 9;
    o.symmetry = Symmetry::None;
    o.seed = seed;
    return o;
}

// Solves from the puzzle step by step; the first position whose next step is the technique.
std::optional<PracticePosition> position_in(const Board& puzzle, Technique technique,
                                            std::uint64_t seed) {
    CandidateGrid grid(puzzle);
    while (!grid.is_solved() && !grid.find_contradiction()) {
        auto step = next_step(grid);
        if (!step) return std::nullopt;
        if (step->technique == technique) return PracticePosition{grid, *step, seed, puzzle};
        apply_step(grid, *step);
    }
    return std::nullopt;
}

}  // namespace

std::span<const std::uint64_t> practice_seeds(Technique technique) {
    return kSeeds[static_cast<std::size_t>(technique)];
}

bool practice_offers(Technique technique) {
    return !practice_seeds(technique).empty();
}

Result<PracticePosition> practice_position(Technique technique, int round) {
    const auto seeds = practice_seeds(technique);
    if (seeds.empty())
        return coded_error(ErrorCode::PracticeNotFound, {technique_name(technique), "0"});
    const std::uint64_t seed =
        seeds[static_cast<std::size_t>(round < 0 ? 0 : round) % seeds.size()];
    return find_practice_position(technique, seed, 1);
}

Result<PracticePosition> find_practice_position(Technique technique, std::uint64_t first_seed,
                                                int puzzles, const std::atomic<bool>* cancel) {
    for (int i = 0; i < puzzles; ++i) {
        if (stop_requested(cancel)) break;
        const std::uint64_t seed = first_seed + static_cast<std::uint64_t>(i);
        GeneratorOptions options = practice_options(seed);
        options.cancel = cancel;
        auto puzzle = generate_puzzle(options);
        if (!puzzle) continue;
        if (auto found = position_in(puzzle->puzzle, technique, seed)) return *found;
    }
    return coded_error(ErrorCode::PracticeNotFound,
                       {technique_name(technique), std::to_string(puzzles)});
}

PracticeVerdict judge_practice_answer(const LogicStep& step, Cell cell, Digit digit) {
    bool cell_hit = false;
    for (const auto* list : {&step.placements, &step.eliminations})
        for (const auto& [c, d] : *list) {
            if (c != cell) continue;
            if (d == digit) return PracticeVerdict::Right;
            cell_hit = true;
        }
    return cell_hit ? PracticeVerdict::RightCell : PracticeVerdict::WrongCell;
}

}  // namespace sudoku::core
