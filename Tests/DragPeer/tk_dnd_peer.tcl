# A Tk program with tkdnd (Debian's tkdnd): the real XDND peer of the R-DT2 tests.
# Its window sits at 700,100 (300×200): on the left a drop target for files and text that prints
# what it gets, on the right a label that drags text (or, after "files", a file URI) when pressed
# and moved. It prints READY once mapped, DROP <type> <data> for each drop, and DRAGEND <action>.
package require tkdnd
wm geometry . 300x200+700+100
wm title . "tk dnd peer"
frame .target -width 150 -height 200 -background "#ccddff"
label .source -text "drag me" -width 18 -height 12 -background "#ffddcc"
pack .target -side left -fill both
pack .source -side left -fill both
tkdnd::drop_target register .target {DND_Files DND_Text}
bind .target <<DropEnter>> {return copy}
bind .target <<DropPosition>> {return copy}
bind .target <<Drop>> {puts "DROP %T [list %D]"; flush stdout; return copy}
set payload {hello from tk}
set payloadType DND_Text
tkdnd::drag_source register .source {DND_Text DND_Files}
bind .source <<DragInitCmd>> {list copy $payloadType $payload}
bind .source <<DragEndCmd>> {puts "DRAGEND %A"; flush stdout}
proc files {uri} { global payload payloadType; set payload [list $uri]; set payloadType DND_Files; puts "FILES"; flush stdout }
fileevent stdin readable {
    if {[gets stdin line] < 0} { exit }
    eval $line
}
update
puts "READY [winfo id .]"
flush stdout
