#include "app/i18n/move_strings.hpp"

#include "i18n/key_table.hpp"

namespace sudoku::app {

namespace {

// English reads exactly like core::describe_move (the CLI's and the save's wording).
constexpr std::string_view kMoveNames[] = {
#define SUDOKU_MOVE_TEXT(name) #name,
#include "app/i18n/move_keys.def"
#undef SUDOKU_MOVE_TEXT
};
static_assert(std::size(kMoveNames) == static_cast<std::size_t>(MoveText::Count));

const i18n::KeyTable& move_table() {
    static const i18n::KeyTable texts("MoveText", kMoveNames);
    return texts;
}

}  // namespace

const char* move_text(MoveText key, Language language) {
    return move_table().text(static_cast<std::size_t>(key), language);
}

std::string move_all_texts() {
    return move_table().all_texts();
}

std::span<const std::string_view> move_key_names() {
    return kMoveNames;
}

}  // namespace sudoku::app
