#include "core/generate/new_game_settings.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace sudoku::core {

namespace {

// Lesson 004's menu: 3x3 | 4x4 | 5x5 | 6x6 | 7x7 | 8x8 | 9x9 | 10x10 | 12x12 | 16x16.
constexpr std::array<GamePreset, 10> kLessonPresets{{
    {3, Variant::Jigsaw},
    {4, Variant::Classic},
    {5, Variant::Jigsaw},
    {6, Variant::Classic},
    {7, Variant::Jigsaw},
    {8, Variant::Classic},
    {9, Variant::Classic},
    {10, Variant::Classic},
    {12, Variant::Classic},
    {16, Variant::Classic},
}};

// Where the generator finds the levels (see grade_limit), measured with sudoku-cli: every 3x3
// and 4x4 puzzle it grades is Easy (300 of 300); 5x5 and 6x6 reach Expert but never Evil (its
// four searches of 20000 moves give up); 7x7 and 8x8 jigsaw have Evil puzzles, 6x6 and 8x8
// with boxes two cells high none. 8x8 jigsaw Evil takes 0.21 s CPU median, 1.7 s at p90; 7x7
// jigsaw 8.3 s median, 2 of 5 seeds none within 10 s (`sudoku-cli bench-generate --matrix
// --size 7 --kind plain --count 5 --cell-limit 10`), so the dialog does not offer it.
constexpr int kLargestSinglesOnlyBoard = 4;
constexpr int kSmallestEvilBoard = 7;
constexpr int kSmallestQuickEvilBoard = 8;
constexpr int kSmallestThinBoxEvilBoard = 10;
constexpr int kSymmetricLevelBoard = 9;  // from here a level keeps the symmetry picked

// Killer above 9x9 is built by one logical solve limited to the level's techniques
// (killer_logic_build.hpp): Easy to Hard within the bounds on every board measured, Expert up
// to 12x12 (0.07-0.13 s CPU median on 10x10 and 12x12; on 16x16 and 25x25 the build seldom
// ends at Expert, later givens making its steps unneeded, so grid after grid is drawn: 25x25
// no answer within 5 s). Evil needs proofs by search: 12x12 no answer within 5 s, 10x10 5x2
// boxes p90 2.8 s (docs/benchmarks.md, issue 35 fourth pass).
constexpr int kLargestEvilKillerBoard = 9;
constexpr int kLargestExpertKillerBoard = 12;

// Lesson 002's levels for the two sizes it plays (empty cells for easy, medium, hard).
constexpr std::array<int, 3> kLevels9{30, 40, 50};
constexpr std::array<int, 3> kLevels16{100, 140, 180};

// Boards where lesson 002's counts lie beyond what the generator reaches within issue 35's bounds
// (median 1 s, p90 2 s of CPU), with the most empty cells offered there instead. From 17x17 on
// the local search towards an exact count gets 150 checks only (a check costs milliseconds), so
// a count must be about what the removal pass reaches by itself: the fewest it reached over
// seeds 1-5 (`sudoku-cli generate --size N --box RxC [--variant x] --empty K --local-moves 0
// --attempts 1 --seed S`, K two thirds of the cells), rounded down to even. 16x16 with 2x8 or
// 8x2 boxes: 180 was never reached (60-90 s of CPU per seed, all given up), 156 takes 0.2-0.3 s.
// docs/benchmarks.md, "Plain and empty-cell lines on big boards".
struct EmptyReach {
    int size;
    BoxShape box;  // {} for jigsaw variants
    Variant variant;
    int most;
};
constexpr std::array<EmptyReach, 48> kEmptyReach{{
    {16, {2, 8}, Variant::Classic, 156},
    {16, {8, 2}, Variant::Classic, 156},
    {18, {2, 9}, Variant::Classic, 176},
    {18, {2, 9}, Variant::X, 188},
    {18, {3, 6}, Variant::Classic, 184},
    {18, {3, 6}, Variant::X, 198},
    {18, {6, 3}, Variant::Classic, 184},
    {18, {6, 3}, Variant::X, 192},
    {18, {9, 2}, Variant::Classic, 174},
    {18, {9, 2}, Variant::X, 188},
    {20, {2, 10}, Variant::Classic, 202},
    {20, {2, 10}, Variant::X, 224},
    {20, {4, 5}, Variant::Classic, 224},
    {20, {4, 5}, Variant::X, 234},
    {20, {5, 4}, Variant::Classic, 228},
    {20, {5, 4}, Variant::X, 236},  // 240: 1.02 s median in a matrix run
    {20, {10, 2}, Variant::Classic, 206},
    {20, {10, 2}, Variant::X, 224},
    {21, {3, 7}, Variant::Classic, 240},
    {21, {3, 7}, Variant::X, 254},
    {21, {7, 3}, Variant::Classic, 236},
    {21, {7, 3}, Variant::X, 254},
    {22, {2, 11}, Variant::Classic, 240},
    {22, {2, 11}, Variant::X, 258},
    {22, {11, 2}, Variant::Classic, 242},
    {22, {11, 2}, Variant::X, 258},
    // From 24x24 on, lower still: near the pass's limit the checks hit their 2,000-guess bound
    // (25x25 at 334: 58 bound hits, 1.9 s CPU), so the count where `bench-generate --count 3
    // --seed 1` takes well under a second (25x25 classic 320: 0.05 s median, 0.19 s p90).
    // A transposed shape reaches as far as its transpose (its puzzles are the transposes).
    {24, {2, 12}, Variant::Classic, 264},
    {24, {2, 12}, Variant::X, 290},
    {24, {12, 2}, Variant::Classic, 264},
    {24, {12, 2}, Variant::X, 290},
    {24, {3, 8}, Variant::Classic, 290},
    {24, {3, 8}, Variant::X, 314},
    {24, {8, 3}, Variant::Classic, 290},
    {24, {8, 3}, Variant::X, 314},
    {24, {4, 6}, Variant::Classic, 296},
    {24, {4, 6}, Variant::X, 310},
    {24, {6, 4}, Variant::Classic, 296},
    {24, {6, 4}, Variant::X, 310},
    // Jigsaw from stored maps (core/generate/region_map_pool.hpp), as the boxed shapes; 24x24
    // lower still, as above (344: 1.25 s median; 330: 0.13 s; jigsaw-X 356: 1.4 s, 340: 0.02 s).
    {21, {}, Variant::Jigsaw, 264},
    {22, {}, Variant::Jigsaw, 286},
    {23, {}, Variant::Jigsaw, 304},
    {23, {}, Variant::JigsawX, 320},
    {24, {}, Variant::Jigsaw, 330},
    {24, {}, Variant::JigsawX, 340},
    {25, {5, 5}, Variant::Classic, 320},
    {25, {5, 5}, Variant::X, 330},
    {25, {}, Variant::Jigsaw, 340},
    {25, {}, Variant::JigsawX, 360},
}};

// The most empty cells offered on the board, or -1 when lesson 002's counts are all reached.
int empty_reach(const NewGameSettings& s) {
    const BoxShape box = is_jigsaw(s.variant)  ? BoxShape{}
                         : s.box != BoxShape{} ? s.box
                                               : default_box_shape(s.size).value_or(s.box);
    for (const EmptyReach& r : kEmptyReach)
        if (r.size == s.size && r.box == box && r.variant == s.variant) return r.most;
    return -1;
}

int even_below(int cells) {
    return cells - cells % 2;
}

bool has_box(int size, BoxShape box) {
    for (const BoxShape& shape : box_shapes(size))
        if (shape == box) return true;
    return false;
}

}  // namespace

const char* variant_name(Variant variant) {
    switch (variant) {
        case Variant::Classic:
            return "classic";
        case Variant::X:
            return "x";
        case Variant::Hyper:
            return "hyper";
        case Variant::Jigsaw:
            return "jigsaw";
        case Variant::JigsawX:
            return "jigsaw-x";
        case Variant::Count:
            break;
    }
    return "?";
}

bool is_jigsaw(Variant variant) {
    return variant == Variant::Jigsaw || variant == Variant::JigsawX;
}

std::span<const GamePreset> lesson_presets() {
    return kLessonPresets;
}

NewGameSettings with_preset(const GamePreset& preset, std::uint64_t seed) {
    NewGameSettings settings;
    settings.size = preset.size;
    settings.variant = preset.variant;
    settings.difficulty = Grade::Easy;
    settings.empty = -1;
    settings.symmetry = Symmetry::Rotate180;
    settings.seed = seed;
    return normalized(settings);
}

GradeLimit grade_limit(const NewGameSettings& s, Grade grade) {
    if (grade == Grade::Easy) return GradeLimit::Reachable;
    if (s.size <= kLargestSinglesOnlyBoard) return GradeLimit::BoardTooSmall;
    if (grade != Grade::Evil) return GradeLimit::Reachable;
    if (s.size < kSmallestEvilBoard) return GradeLimit::BoardTooSmall;
    if (s.size < kSmallestQuickEvilBoard) return GradeLimit::TooRare;
    if (is_jigsaw(s.variant) || s.size >= kSmallestThinBoxEvilBoard) return GradeLimit::Reachable;
    const BoxShape box = s.box != BoxShape{} ? s.box : default_box_shape(s.size).value_or(s.box);
    if (box != BoxShape{} && std::min(box.rows, box.cols) == 2) return GradeLimit::BoxesTooThin;
    return GradeLimit::Reachable;
}

GradeLimit killer_grade_limit(const NewGameSettings& s, Grade grade) {
    const GradeLimit board = grade_limit(s, grade);
    // Rare for carving is not rare for cages: 7x7 jigsaw Killer Evil takes 0.01 s.
    if (board != GradeLimit::Reachable && board != GradeLimit::TooRare) return board;
    if (grade == Grade::Evil && s.size > kLargestEvilKillerBoard) return GradeLimit::KillerTooSlow;
    if (grade == Grade::Expert && s.size > kLargestExpertKillerBoard)
        return GradeLimit::KillerTooSlow;
    return GradeLimit::Reachable;
}

NewGameSettings normalized_for_killer(NewGameSettings s) {
    while (s.difficulty && *s.difficulty != Grade::Easy &&
           killer_grade_limit(s, *s.difficulty) != GradeLimit::Reachable)
        s.difficulty = static_cast<Grade>(static_cast<int>(*s.difficulty) - 1);
    return s;
}

std::vector<BoxShape> box_shapes(int n) {
    std::vector<BoxShape> shapes;
    for (int rows = 2; rows <= n / 2; ++rows)
        if (n % rows == 0) shapes.push_back({rows, n / rows});
    return shapes;
}

bool variant_available(int size, BoxShape box, Variant variant) {
    NewGameSettings probe;
    probe.size = size;
    probe.box = box;
    probe.variant = variant;
    probe.empty = -1;
    return !validate_generator_options(to_generator_options(probe));
}

NewGameSettings normalized(NewGameSettings s) {
    if (s.box != BoxShape{} && !has_box(s.size, s.box)) s.box = {};
    if (s.box == BoxShape{}) s.box = default_box_shape(s.size).value_or(BoxShape{});
    if (!variant_available(s.size, s.box, s.variant)) {
        if (s.box == BoxShape{})
            s.variant = s.variant == Variant::X ? Variant::JigsawX : Variant::Jigsaw;
        else
            s.variant = Variant::Classic;
    }
    if (!variant_available(s.size, s.box, s.variant)) s.variant = Variant::Jigsaw;
    while (s.difficulty && *s.difficulty != Grade::Easy &&
           grade_limit(s, *s.difficulty) != GradeLimit::Reachable)
        s.difficulty = static_cast<Grade>(static_cast<int>(*s.difficulty) - 1);
    return s;
}

int lesson_empty_cells(int size, int level) {
    const int i = level < 0 ? 0 : level > 2 ? 2 : level;
    if (size == 9) return kLevels9[i];
    if (size == 16) return kLevels16[i];
    const double fraction = static_cast<double>(kLevels9[i]) / 81.0;
    return static_cast<int>(std::lround(fraction * size * size));
}

int empty_button_cells(const NewGameSettings& s, int level) {
    const int i = level < 0 ? 0 : level > 2 ? 2 : level;
    int cells = lesson_empty_cells(s.size, i);
    if (s.size % 2 == 0) cells = even_below(cells);
    const int most = empty_reach(s);
    if (most < 0 || i == 0) return cells;
    const int hard = std::min(lesson_empty_cells(s.size, 2), most);
    if (i == 2) return s.size % 2 == 0 ? even_below(hard) : hard;
    // Medium stays below hard, halfway from easy when lesson 002's medium is out of reach too.
    const int easy = empty_button_cells(s, 0);
    return cells < hard ? cells : even_below((easy + hard) / 2);
}

GeneratorOptions to_generator_options(const NewGameSettings& s) {
    GeneratorOptions o;
    o.layout.size = s.size;
    o.jigsaw = is_jigsaw(s.variant);
    if (!o.jigsaw) o.layout.box = s.box;
    o.layout.diagonals = s.variant == Variant::X || s.variant == Variant::JigsawX;
    o.layout.hyper = s.variant == Variant::Hyper;
    o.difficulty = s.difficulty;
    o.empty = s.empty;
    o.symmetry = s.symmetry;
    o.seed = s.seed;
    return o;
}

bool unsymmetric_by_default(int size, std::optional<Grade> level) {
    return level == Grade::Evil || (level && *level != Grade::Easy && size < kSymmetricLevelBoard);
}

NewGameSettings with_difficulty(NewGameSettings settings, std::optional<Grade> difficulty) {
    if (unsymmetric_by_default(settings.size, difficulty) && difficulty != settings.difficulty)
        settings.symmetry = Symmetry::None;
    settings.difficulty = difficulty;
    return settings;
}

}  // namespace sudoku::core
