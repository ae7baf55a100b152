#include "io/branch_json.hpp"

#include <cstdint>
#include <limits>
#include <vector>

namespace sudoku::io {

using namespace json_fields;

OrderedJson branches_json(const core::BranchTree& branches) {
    OrderedJson out = OrderedJson::array();
    for (const core::Branch& b : branches.branches()) {
        OrderedJson j;
        j["cell"] = b.cell;
        j["digit"] = b.digit;
        j["parent"] = b.parent;
        j["depth"] = b.depth;
        j["start"] = b.start;
        j["moves"] = b.moves;
        j["outcome"] = core::branch_outcome_name(b.outcome);
        out.push_back(std::move(j));
    }
    return out;
}

namespace {

core::Branch read_branch(const Json& v, const std::string& path, const core::Game& game,
                         std::size_t index) {
    as_object(v, path);
    const auto history = static_cast<std::int64_t>(game.history().size());
    const auto field = [&](std::string_view key, std::int64_t min, std::int64_t max) {
        return as_int(member(v, path, key), join(path, key), min, max);
    };
    core::Branch b;
    b.cell = static_cast<core::Cell>(field("cell", 0, game.layout().cell_count() - 1));
    b.digit = static_cast<core::Digit>(field("digit", 1, game.layout().size()));
    // Parents come before their children, so the parent's index is below this one's.
    b.parent = static_cast<int>(field("parent", -1, static_cast<std::int64_t>(index) - 1));
    b.depth = static_cast<int>(field("depth", 1, static_cast<std::int64_t>(index) + 1));
    b.start = static_cast<std::size_t>(field("start", 0, history));
    b.moves = static_cast<std::size_t>(field("moves", 0, std::numeric_limits<std::int32_t>::max()));
    const std::string outcome_path = join(path, "outcome");
    const std::string& word = as_string(member(v, path, "outcome"), outcome_path);
    const auto outcome = core::parse_branch_outcome(word);
    if (!outcome)
        fail(outcome_path,
             core::coded_error(core::ErrorCode::BranchOutcomeUnknown, {printable(word)}));
    b.outcome = *outcome;
    return b;
}

}  // namespace

core::BranchTree read_branches(const Json& v, const std::string& path, const core::Game& game) {
    as_array(v, path);
    std::vector<core::Branch> branches;
    branches.reserve(v.size());
    for (std::size_t i = 0; i < v.size(); ++i)
        branches.push_back(read_branch(v[i], element(path, i), game, i));
    auto tree = core::BranchTree::restore(std::move(branches), game.history().size());
    if (!tree) fail(path, tree.error());
    return std::move(tree).value();
}

}  // namespace sudoku::io
