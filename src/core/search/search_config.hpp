// The heuristic switches of the configurable step search: variable order, value order,
// inference after each placement and a seed, with the compact text spec the CLI and Watch use.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/base/result.hpp"

namespace sudoku::core {

enum class VarOrder : std::uint8_t {
    RowMajor,   // the first empty cell (the lessons' find_empty)
    Mrv,        // fewest candidates, first in row-major order (lesson 002's tie-break)
    MrvDegree,  // fewest candidates, ties to the most empty peers, then row-major
    Random,     // any empty cell, chosen with the seeded generator
};
// Lcv comes last so the values saved before it existed keep their meaning.
enum class ValueOrder : std::uint8_t { Ascending, Random, Lcv };
enum class Inference : std::uint8_t {
    None,           // the lessons': legal values from the board, nothing kept
    ForwardCheck,   // strike the placed value from the peers; an emptied domain fails at once
    NakedSingles,   // forward checking, then place every cell left with one candidate
    HiddenSingles,  // and every digit left with one place in a unit (the propagate preset)
    Arc,            // AC-3: a peer reduced to one value strikes it from its peers, to a fixpoint
};

struct SearchConfig {
    VarOrder var = VarOrder::RowMajor;
    ValueOrder val = ValueOrder::Ascending;
    Inference infer = Inference::None;
    std::uint64_t seed = 0;  // used by the random orders

    bool operator==(const SearchConfig&) const = default;
};

// The words of the spec: "row-major" "mrv" "mrv-degree" "random"; "asc" "lcv" "random";
// "none" "fc" "naked" "hidden" "ac3".
[[nodiscard]] std::string_view var_order_name(VarOrder v);
[[nodiscard]] std::string_view value_order_name(ValueOrder v);
[[nodiscard]] std::string_view inference_name(Inference i);
[[nodiscard]] std::optional<VarOrder> parse_var_order(std::string_view name);
[[nodiscard]] std::optional<ValueOrder> parse_value_order(std::string_view name);
[[nodiscard]] std::optional<Inference> parse_inference(std::string_view name);

// "var=mrv-degree,val=lcv,infer=fc,seed=7"; seed only when a random order uses it.
[[nodiscard]] std::string to_spec(const SearchConfig& config);
// Reads a spec: comma-separated key=value parts (var, val, infer, seed; missing ones keep the
// lessons' defaults), or a preset's name (naive, mrv, propagate). Errors name the bad part.
[[nodiscard]] Result<SearchConfig> parse_search_config(std::string_view spec);

}  // namespace sudoku::core
