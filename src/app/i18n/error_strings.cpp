#include "app/i18n/error_strings.hpp"

#include "i18n/describe.hpp"

namespace sudoku::app {

std::string error_text(const core::Error& error, Language language) {
    return i18n::describe(error, language);
}

}  // namespace sudoku::app
