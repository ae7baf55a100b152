// Internal to io (save_file.cpp): the what-if branch tree as the save's "branches" array and
// back, every field checked and named ("branches[2].outcome") when it does not fit.
#pragma once

#include <string>

#include "core/play/branch_tree.hpp"
#include "io/json_fields.hpp"

namespace sudoku::io {

[[nodiscard]] json_fields::OrderedJson branches_json(const core::BranchTree& branches);

// Throws a FileError naming the field; `game` is the loaded game the branches belong to.
[[nodiscard]] core::BranchTree read_branches(const json_fields::Json& v, const std::string& path,
                                             const core::Game& game);

}  // namespace sudoku::io
