# A Tk host for the R-E1 tests: an entry, a container frame another program embeds into, and
# another entry. It prints what happens (focus changes, clicks on Tk's own widgets, the text of the
# second entry) and reads "resize <w> <h>" and "quit" on standard input.
fconfigure stdout -buffering line
wm geometry . +100+100
entry .before
frame .c -container 1 -width 320 -height 200 -takefocus 1 -background gray50
entry .after
pack .before -fill x
pack .c -fill both -expand 1
pack .after -fill x
foreach w {.before .c .after} { bind $w <FocusIn> [list puts "focus $w"] }
bind all <ButtonPress> {puts "host-click %W"}
bind .after <KeyRelease> {puts "after-text [.after get]"}
proc command {} {
    if {[gets stdin line] < 0} { if {[eof stdin]} exit; return }
    switch -- [lindex $line 0] {
        resize { .c configure -width [lindex $line 1] -height [lindex $line 2] }
        quit { exit }
    }
}
fileevent stdin readable command
update
focus -force .before
puts "host [winfo id .c]"
