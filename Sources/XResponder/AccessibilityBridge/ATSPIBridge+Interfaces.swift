import Foundation

// Component, Action, Text and EditableText calls (R-A11Y1).

extension ATSPIBridge {
    /// A frame in pixels for `coordinateType` (0 screen, 1 window, 2 parent).
    private func extents(of node: AccessibilityNode, _ coordinateType: UInt32, id: UInt64) -> (Int32, Int32, Int32, Int32) {
        var frame = node.frame
        if coordinateType == 1, let window = node.window {
            let origin = window.convertToScreen(.zero)
            frame = frame.offsetBy(dx: -origin.x, dy: -origin.y)
        } else if coordinateType == 2, let parent = objects[id]?.parent, parent != 0, let parentNode = objects[parent]?.node {
            frame = frame.offsetBy(dx: -parentNode.frame.minX, dy: -parentNode.frame.minY)
        }
        let scale = UIScreen.main.scale
        func pixels(_ value: CGFloat) -> Int32 { value.isFinite ? Int32(clamping: Int((value * scale).rounded())) : 0 }
        return (pixels(frame.minX), pixels(frame.minY), pixels(frame.width), pixels(frame.height))
    }

    func handleComponent(_ member: String, _ call: DBusMessage, _ target: Target) -> Bool {
        guard case .node(let node, let id) = target else { return false }
        let reader = call.reader
        switch member {
        case "GetExtents":
            let box = extents(of: node, reader.uint32() ?? 0, id: id)
            reply(to: call) { writer in writer.structure { writer.int32(box.0); writer.int32(box.1); writer.int32(box.2); writer.int32(box.3) } }
        case "GetPosition":
            let box = extents(of: node, reader.uint32() ?? 0, id: id)
            reply(to: call) { $0.int32(box.0); $0.int32(box.1) }
        case "GetSize":
            let box = extents(of: node, 0, id: id)
            reply(to: call) { $0.int32(box.2); $0.int32(box.3) }
        case "Contains":
            guard let x = reader.int32(), let y = reader.int32() else { return false }
            let box = extents(of: node, reader.uint32() ?? 0, id: id)
            let inside = x >= box.0 && y >= box.1 && x < box.0 + box.2 && y < box.1 + box.3
            reply(to: call) { $0.bool(inside) }
        case "GetAccessibleAtPoint":
            guard let x = reader.int32(), let y = reader.int32() else { return false }
            let coordinateType = reader.uint32() ?? 0
            var found = ATSPIReference.null
            var current = (node, id)
            descending: while true {
                for child in current.0.children {
                    publish(child, parent: current.1)
                    let box = extents(of: child, coordinateType, id: child.id)
                    if x >= box.0, y >= box.1, x < box.0 + box.2, y < box.1 + box.3 {
                        found = reference(of: child.id)
                        current = (child, child.id)
                        continue descending
                    }
                }
                break
            }
            reply(to: call) { $0.reference(found) }
        case "GetLayer":
            reply(to: call) { $0.uint32(node.role == .window ? 7 : 3) }   // window, widget
        case "GetMDIZOrder":
            reply(to: call) { $0.int16(0) }
        case "GetAlpha":
            reply(to: call) { $0.double(Double(node.view?.alpha ?? 1)) }
        case "GrabFocus":
            let focused = node.view.map { $0.isFirstResponder || $0.becomeFirstResponder() } ?? false
            reply(to: call) { $0.bool(focused) }
        case "ScrollTo", "ScrollToPoint":
            reply(to: call) { $0.bool(false) }
        default:
            return false
        }
        return true
    }

    func handleAction(_ member: String, _ call: DBusMessage, _ target: Target) -> Bool {
        guard case .node(let node, _) = target else { return false }
        let names = ATSPIAction.names(of: node)
        func name(_ index: Int32?) -> String {
            guard let index, names.indices.contains(Int(index)) else { return "" }
            return names[Int(index)]
        }
        switch member {
        case "GetActions":
            reply(to: call) { writer in
                writer.array("(sss)") {
                    for action in names { writer.structure { writer.string(action); writer.string(""); writer.string("") } }
                }
            }
        case "GetName", "GetLocalizedName":
            let value = name(call.reader.int32())
            reply(to: call) { $0.string(value) }
        case "GetDescription", "GetKeyBinding":
            reply(to: call) { $0.string("") }
        case "DoAction":
            guard let index = call.reader.int32() else { return false }
            let done = ATSPIAction.perform(Int(index), on: node)
            reply(to: call) { $0.bool(done) }
        default:
            return false
        }
        return true
    }

    func handleText(_ member: String, _ call: DBusMessage, _ target: Target) -> Bool {
        guard case .node(let node, let id) = target, ATSPIText.hasText(node) else { return false }
        let text = ATSPIText.content(of: node)
        let reader = call.reader
        switch member {
        case "GetText":
            guard let start = reader.int32(), let end = reader.int32() else { return false }
            let value = ATSPIText.substring(text, Int(start), Int(end))
            reply(to: call) { $0.string(value) }
        case "GetCharacterAtOffset":
            guard let offset = reader.int32() else { return false }
            let scalars = Array(text.unicodeScalars)
            let value = scalars.indices.contains(Int(offset)) ? Int32(bitPattern: scalars[Int(offset)].value) : 0
            reply(to: call) { $0.int32(value) }
        case "GetStringAtOffset", "GetTextAtOffset":
            guard let offset = reader.int32(), let kind = reader.uint32() else { return false }
            // GetTextAtOffset's boundary types (char, word start/end, sentence start/end, line
            // start/end) come down to the same units.
            let granularity: UInt32 = member == "GetStringAtOffset" ? kind : [0, 1, 1, 2, 2, 3, 3][Int(min(kind, 6))]
            let (value, start, end) = ATSPIText.unit(of: text, at: Int(offset), granularity: granularity)
            reply(to: call) { writer in writer.string(value); writer.int32(Int32(start)); writer.int32(Int32(end)) }
        case "SetCaretOffset":
            guard let offset = reader.int32() else { return false }
            var moved = false
            if let input = node.view as? UITextInput, let position = input.position(from: input.beginningOfDocument,
                                                                                    offset: ATSPIText.utf16(in: text, characters: Int(offset))) {
                input.selectedTextRange = input.textRange(from: position, to: position)
                moved = true
            }
            reply(to: call) { $0.bool(moved) }
        case "GetNSelections":
            let selection = ATSPIText.selection(of: node)
            let count: Int32 = selection.map { $0.start != $0.end ? 1 : 0 } ?? 0
            reply(to: call) { $0.int32(count) }
        case "GetSelection":
            let selection = ATSPIText.selection(of: node) ?? (0, 0)
            reply(to: call) { $0.int32(Int32(selection.start)); $0.int32(Int32(selection.end)) }
        case "GetAttributes", "GetAttributeRun":
            let count = Int32(text.unicodeScalars.count)
            reply(to: call) { writer in writer.array("{ss}") {}; writer.int32(0); writer.int32(count) }
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            reply(to: call) { writer in writer.array("{ss}") {} }
        case "GetCharacterExtents", "GetRangeExtents":
            let box = extents(of: node, 0, id: id)
            reply(to: call) { writer in writer.int32(box.0); writer.int32(box.1); writer.int32(box.2); writer.int32(box.3) }
        case "GetOffsetAtPoint":
            reply(to: call) { $0.int32(-1) }
        default:
            return false
        }
        return true
    }

    func handleEditableText(_ member: String, _ call: DBusMessage, _ target: Target) -> Bool {
        guard case .node(let node, _) = target, ATSPIText.isEditable(node) else { return false }
        let reader = call.reader
        let done: Bool
        switch member {
        case "SetTextContents":
            guard let text = reader.string() else { return false }
            done = ATSPIText.setContents(text, of: node)
        case "InsertText":
            guard let position = reader.int32(), let text = reader.string() else { return false }
            done = ATSPIText.insert(text, at: Int(position), into: node)
        case "DeleteText":
            guard let start = reader.int32(), let end = reader.int32() else { return false }
            done = ATSPIText.delete(from: Int(start), to: Int(end), in: node)
        default:
            return false
        }
        reply(to: call) { $0.bool(done) }
        return true
    }
}
