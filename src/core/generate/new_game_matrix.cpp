#include "core/generate/new_game_matrix.hpp"

#include <optional>

namespace sudoku::core {

namespace {

constexpr int kEmptyButtons = 3;  // the dialog's easy / medium / hard empty-cell buttons

// The settings the dialog shows for a size, box shape and variant: as normalized() leaves a
// fresh choice (default symmetry, any number of empty cells).
NewGameSettings shape_settings(int size, BoxShape box, Variant variant) {
    NewGameSettings s;
    s.size = size;
    s.box = box;
    s.variant = variant;
    s.difficulty = std::nullopt;
    s.empty = -1;
    s.seed = 0;
    return s;
}

// Every difficulty the dialog lets the player pick on this board: any, then each reachable one.
std::vector<std::optional<Grade>> offered_difficulties(const NewGameSettings& s) {
    std::vector<std::optional<Grade>> levels{std::nullopt};
    for (int g = 0; g <= static_cast<int>(Grade::Evil); ++g)
        if (grade_limit(s, static_cast<Grade>(g)) == GradeLimit::Reachable)
            levels.push_back(static_cast<Grade>(g));
    return levels;
}

// Whether the dialog offers the level with Killer chosen (killer_grade_limit).
bool killer_offered(const NewGameSettings& s) {
    return !s.difficulty || killer_grade_limit(s, *s.difficulty) == GradeLimit::Reachable;
}

void add_shape(std::vector<PuzzleRequest>& out, const NewGameSettings& shape) {
    for (const std::optional<Grade>& level : offered_difficulties(shape)) {
        const NewGameSettings s = with_difficulty(shape, level);
        out.push_back({.settings = s, .killer = false, .killer_givens = false});
        if (!killer_offered(s)) continue;
        out.push_back({.settings = s, .killer = true, .killer_givens = false});
        out.push_back({.settings = s, .killer = true, .killer_givens = true});
    }
    for (int button = 0; button < kEmptyButtons; ++button) {
        NewGameSettings s = shape;
        s.empty = empty_button_cells(shape, button);
        // The dialog refuses to start what the generator would refuse (an odd count with
        // 180-degree symmetry on an even board has no symmetric answer).
        if (!validate_generator_options(to_generator_options(s)))
            out.push_back({.settings = s, .killer = false, .killer_givens = false});
    }
}

}  // namespace

std::vector<PuzzleRequest> new_game_matrix() {
    std::vector<PuzzleRequest> out;
    for (int size = kMinSize; size <= kMaxSize; ++size) {
        std::vector<BoxShape> boxes = box_shapes(size);
        if (boxes.empty()) boxes.push_back(BoxShape{});  // prime sizes: jigsaw only
        for (int v = 0; v < static_cast<int>(Variant::Count); ++v) {
            const auto variant = static_cast<Variant>(v);
            // Jigsaw regions are drawn at random: the box shape is not offered for them.
            if (is_jigsaw(variant)) {
                if (variant_available(size, BoxShape{}, variant))
                    add_shape(out, shape_settings(size, BoxShape{}, variant));
                continue;
            }
            for (const BoxShape& box : boxes)
                if (variant_available(size, box, variant))
                    add_shape(out, shape_settings(size, box, variant));
        }
    }
    return out;
}

}  // namespace sudoku::core
