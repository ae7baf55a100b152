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
// four searches of 20000 moves give up); 7x7 and 8x8 jigsaw have Evil puzzles (found in 20 to
// 30 s), 6x6 and 8x8 with boxes two cells high none.
constexpr int kLargestSinglesOnlyBoard = 4;
constexpr int kSmallestEvilBoard = 7;
constexpr int kSmallestThinBoxEvilBoard = 10;

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
    if (is_jigsaw(s.variant) || s.size >= kSmallestThinBoxEvilBoard) return GradeLimit::Reachable;
    const BoxShape box = s.box != BoxShape{} ? s.box : default_box_shape(s.size).value_or(s.box);
    if (box != BoxShape{} && std::min(box.rows, box.cols) == 2) return GradeLimit::BoxesTooThin;
    return GradeLimit::Reachable;
}

GradeLimit killer_grade_limit(const NewGameSettings& s, Grade grade) {
    const GradeLimit board = grade_limit(s, grade);
    if (board != GradeLimit::Reachable) return board;
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

NewGameSettings with_difficulty(NewGameSettings settings, std::optional<Grade> difficulty) {
    if (difficulty == Grade::Evil && settings.difficulty != Grade::Evil)
        settings.symmetry = Symmetry::None;
    settings.difficulty = difficulty;
    return settings;
}

}  // namespace sudoku::core
