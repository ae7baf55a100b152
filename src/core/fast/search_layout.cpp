#include "core/fast/search_layout.hpp"

#include <cassert>
#include <utility>

#include "core/grid/per_layout_cache.hpp"

namespace sudoku::core {

const LayoutPtr& search_layout(const LayoutPtr& layout) {
    if (!layout->spec().hyper || layout->spec().implied_windows) return layout;
    return per_layout_cached<LayoutPtr>(layout, [](const LayoutPtr& hyper) {
        LayoutSpec spec = hyper->spec();
        spec.implied_windows = true;
        auto created = Layout::create(std::move(spec));
        assert(created.ok());  // the same spec as a valid layout's, plus units of its own cells
        return std::move(created).value();
    });
}

}  // namespace sudoku::core
