#include "cli/command.hpp"

#include <algorithm>
#include <cstring>

namespace sudoku::cli {

namespace {
// Function-local static: safe to use from other files' static initialisers.
std::vector<Command>& registry() {
    static std::vector<Command> commands;
    return commands;
}
}  // namespace

bool register_command(const Command& command) {
    auto& commands = registry();
    commands.push_back(command);
    std::sort(commands.begin(), commands.end(),
              [](const Command& a, const Command& b) { return std::strcmp(a.name, b.name) < 0; });
    return true;
}

const std::vector<Command>& registered_commands() {
    return registry();
}

}  // namespace sudoku::cli
