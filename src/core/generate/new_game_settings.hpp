// What a player picks to start a generated game (size, box shape, variant, difficulty, seed,
// empty cells, symmetry), the ten one-click modes of lesson 004, and the mapping to the
// generator's options. Pure: the new-game dialog edits these, the tests check the mapping.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "core/generate/generator.hpp"

namespace sudoku::core {

enum class Variant : std::uint8_t { Classic, X, Hyper, Jigsaw, JigsawX, Count };

// "classic", "x", "hyper", "jigsaw", "jigsaw-x" (the CLI's --variant names).
[[nodiscard]] const char* variant_name(Variant variant);
[[nodiscard]] bool is_jigsaw(Variant variant);

struct NewGameSettings {
    int size = 9;
    BoxShape box{};  // {0,0} = the default shape for the size; ignored for jigsaw variants
    Variant variant = Variant::Classic;
    std::optional<Grade> difficulty = Grade::Easy;  // nullopt = any grade
    int empty = -1;                                 // exact empty cells; -1 = as many as allowed
    Symmetry symmetry = Symmetry::Rotate180;
    std::uint64_t seed = 0;
    bool operator==(const NewGameSettings&) const = default;
};

// One of the ten board modes of lesson 004: 3x3, 5x5 and 7x7 are jigsaw (no rectangular boxes
// exist), the others use the default box shape.
struct GamePreset {
    int size;
    Variant variant;
};
[[nodiscard]] std::span<const GamePreset> lesson_presets();

// A preset sets every field, so nothing chosen before (Evil, an empty-cell count for another
// size) carries over into a request the new board cannot meet: the preset's size and variant,
// the default box shape, Easy, as many empty cells as allowed, 180-degree symmetry, and the
// given seed (the dialog draws a fresh one for each click).
[[nodiscard]] NewGameSettings with_preset(const GamePreset& preset, std::uint64_t seed);

// Every box shape R x C (R, C >= 2, R * C = n) in ascending R: {2x3, 3x2} for 6, {3x3} for 9,
// empty for 3, 5, 7 and other primes.
[[nodiscard]] std::vector<BoxShape> box_shapes(int n);

// Whether a variant exists for a size and box shape: classic and X need rectangular boxes,
// Hyper needs square boxes (its windows sit between them), jigsaw works for every size.
[[nodiscard]] bool variant_available(int size, BoxShape box, Variant variant);

// The settings made consistent after the player changed the size: a box shape of that size
// (the default when the old one does not fit), an available variant (jigsaw when the size
// has no boxes, classic when Hyper lost its square boxes) and a reachable difficulty (the
// hardest one the board has, when the chosen one is out of reach).
[[nodiscard]] NewGameSettings normalized(NewGameSettings settings);

// Why a difficulty cannot be asked for on a board, before the generator searches in vain:
// 3x3 and 4x4 puzzles never need more than singles (Easy); logic never gets stuck (Evil) on
// boards up to 6x6, nor on 8x8 boxes two cells high. 7x7 jigsaw has Evil puzzles, but too rarely
// to make one while the player waits (TooRare); 10x10 with 2x5 boxes has them rarely, from seeds.
enum class GradeLimit : std::uint8_t {
    Reachable,
    BoardTooSmall,
    BoxesTooThin,
    TooRare,
    KillerTooSlow
};
[[nodiscard]] GradeLimit grade_limit(const NewGameSettings& settings, Grade grade);

// The same for a Killer puzzle (with or without givens): grade_limit (but TooRare, which is about
// carving), and KillerTooSlow where
// making one takes more than a second of CPU at the median or two at the 90th percentile
// (issue 35): Evil above 9x9, Expert above 12x12 (docs/benchmarks.md).
[[nodiscard]] GradeLimit killer_grade_limit(const NewGameSettings& settings, Grade grade);

// The settings with the difficulty lowered to the hardest a Killer puzzle reaches there (as
// normalized() does for the board), when Killer is chosen.
[[nodiscard]] NewGameSettings normalized_for_killer(NewGameSettings settings);

// True when puzzles of this level on boards of this size are made without clue symmetry unless
// it is asked for: Evil (few Evil puzzles have symmetric clues; on 12x12 a symmetric search for
// one often gives up), and every level above Easy below 9x9 (6x6 Hard with 180-degree
// symmetry: one carved grid in 6,000, 2.3 s CPU at p90 even with the walk to the level).
[[nodiscard]] bool unsymmetric_by_default(int size, std::optional<Grade> level);

// Sets the difficulty (nullopt: any). Choosing a level unsymmetric_by_default also turns clue
// symmetry off, as the command line does; the player can turn it back on afterwards.
[[nodiscard]] NewGameSettings with_difficulty(NewGameSettings settings,
                                              std::optional<Grade> difficulty);

// Lesson 002's three levels as empty cells: 30/40/50 for 9x9, 100/140/180 for 16x16, and the
// same fractions of the board (rounded) for other sizes. level is 0 (easy) to 2 (hard).
[[nodiscard]] int lesson_empty_cells(int size, int level);

// The New game dialog's empty-cell buttons for the board the settings describe (level 0 to 2):
// lesson_empty_cells, one less where that is odd on an even board (an odd count there has no
// answer with 180-degree or mirror symmetry: 10x10, 12x12, 14x14, 20x20 and 22x22 offered such
// counts), and fewer where the generator does not reach lesson 002's count within issue 35's
// bounds (16x16 with 2x8 or 8x2 boxes: 180 empty cells was never reached, 156 is; boxed boards
// from 18x18 on, 25x25 jigsaw and jigsaw-X; the medium button then stays below the hard one; see
// docs/benchmarks.md). The button shows the count it asks for.
[[nodiscard]] int empty_button_cells(const NewGameSettings& settings, int level);

// The generator request for the settings (a jigsaw variant draws random regions).
[[nodiscard]] GeneratorOptions to_generator_options(const NewGameSettings& settings);

}  // namespace sudoku::core
