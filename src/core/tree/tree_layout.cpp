#include "core/tree/tree_layout.hpp"

#include <algorithm>
#include <cmath>

namespace sudoku::core {

namespace {

constexpr float kGap = 0.25f;  // slots between neighbouring leaves

}  // namespace

float TreeLayout::triangle_width(std::uint32_t count) {
    return 1.0f + 0.7f * std::log2(static_cast<float>(std::max<std::uint32_t>(count, 1)));
}

float TreeLayout::triangle_height(std::uint32_t count) {
    return 0.8f + 0.35f * std::log2(static_cast<float>(std::max<std::uint32_t>(count, 1)));
}

bool TreeLayout::collapsed(const SearchTree& tree, TreeNode n) const {
    if (n == SearchTree::root() || tree.first_child(n) == kNoNode) return false;
    if (const auto it = m_choices.find(n);
        it != m_choices.end() && it->second != CollapseChoice::Auto)
        return it->second == CollapseChoice::Collapsed;
    if (!tree.closed(n)) return false;
    return tree.subtree_solutions(n) == 0;
}

void TreeLayout::set_choice(TreeNode n, CollapseChoice choice) {
    m_choices[n] = choice;
    ++m_choices_version;
}

void TreeLayout::toggle(const SearchTree& tree, TreeNode n) {
    if (n == SearchTree::root() || tree.first_child(n) == kNoNode) return;
    set_choice(n, collapsed(tree, n) ? CollapseChoice::Expanded : CollapseChoice::Collapsed);
}

void TreeLayout::clear_choices() {
    m_choices.clear();
    ++m_choices_version;
}

const std::vector<TreeLayoutItem>& TreeLayout::update(const SearchTree& tree) {
    if (m_tree == &tree && m_events == tree.events() && m_laid_out_choices == m_choices_version)
        return m_items;
    m_tree = &tree;
    m_events = tree.events();
    m_laid_out_choices = m_choices_version;
    ++m_recomputations;
    m_items.clear();
    m_item_index.clear();

    // Depth-first with an explicit stack (a 625-cell board is 625 levels deep). Leaves and
    // triangles take the next free slots left to right; a parent is centred over its children
    // once they are all placed.
    struct Frame {
        std::int32_t item;
        TreeNode next_child;
        std::int32_t first_child_item = -1, last_child_item = -1;
    };
    std::vector<Frame> stack;
    float cursor = 0.0f;
    m_height = 0.0f;
    const auto place_leaf = [&](std::int32_t i) {
        TreeLayoutItem& item = m_items[static_cast<std::size_t>(i)];
        item.x = cursor + item.width * 0.5f;
        cursor += item.width + kGap;
    };
    const auto add_item = [&](TreeNode n, std::int32_t parent_item) -> std::int32_t {
        TreeLayoutItem item;
        item.node = n;
        item.parent_item = parent_item;
        item.y = static_cast<float>(tree.depth(n));
        const bool over_budget = m_items.size() >= kMaxItems && tree.first_child(n) != kNoNode;
        item.collapsed = over_budget || collapsed(tree, n);
        if (item.collapsed) {
            item.width = triangle_width(tree.subtree_size(n));
            item.height = triangle_height(tree.subtree_size(n));
        }
        m_height = std::max(m_height, item.y + item.height + 1.0f);
        const auto index = static_cast<std::int32_t>(m_items.size());
        m_items.push_back(item);
        m_item_index.emplace(n, index);
        return index;
    };

    const std::int32_t root_item = add_item(SearchTree::root(), -1);
    stack.push_back({root_item, tree.first_child(SearchTree::root())});
    if (stack.back().next_child == kNoNode) {
        place_leaf(root_item);
        stack.clear();
    }
    while (!stack.empty()) {
        Frame& top = stack.back();
        if (top.next_child == kNoNode) {
            TreeLayoutItem& item = m_items[static_cast<std::size_t>(top.item)];
            item.x = 0.5f * (m_items[static_cast<std::size_t>(top.first_child_item)].x +
                             m_items[static_cast<std::size_t>(top.last_child_item)].x);
            const std::int32_t done = top.item;
            stack.pop_back();
            if (!stack.empty()) {
                if (stack.back().first_child_item < 0) stack.back().first_child_item = done;
                stack.back().last_child_item = done;
            }
            continue;
        }
        const TreeNode child = top.next_child;
        top.next_child = tree.next_sibling(child);
        const std::int32_t parent_item = top.item;
        const std::int32_t ci = add_item(child, parent_item);
        const TreeLayoutItem& c = m_items[static_cast<std::size_t>(ci)];
        if (c.collapsed || tree.first_child(child) == kNoNode) {
            place_leaf(ci);
            Frame& parent = stack.back();
            if (parent.first_child_item < 0) parent.first_child_item = ci;
            parent.last_child_item = ci;
        } else {
            stack.push_back({ci, tree.first_child(child)});
        }
    }
    m_width = std::max(1.0f, cursor - kGap);
    return m_items;
}

int TreeLayout::item_of(const SearchTree& tree, TreeNode n) const {
    // Walk up to the first ancestor (or the node) that has an item: the triangle hiding it.
    for (TreeNode p = n; p != kNoNode; p = tree.parent(p))
        if (const auto it = m_item_index.find(p); it != m_item_index.end()) return it->second;
    return -1;
}

}  // namespace sudoku::core
